import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../../shared/api/get-system-status';
import { isHomePath, paths } from '../../../shared/config/paths';
import { isAppLike } from '../../../shared/lib/environment';
import { CloseIcon, StarIcon } from '../../../shared/ui/icons/nav-icons';
import { dismissBanner, isBannerDismissed } from '../lib/banner-storage';
import { appIconUrl, pickDownloadUrl } from '../lib/download-links';
import { hasAppDownloadLink } from '../lib/has-download-link';
import { shouldShowDownloadBanner } from '../lib/download-rules';
import './download-banner.css';

const FALLBACK_ICON = '/m/icons/icon-192.png';
const STARS = 5;

/** The app-download bar (SPEC 2.3): icon, star grade, Download and Close. */
export function DownloadBanner({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const info = useSystemStatus().data?.info;
  const [dismissed, setDismissed] = useState(isBannerDismissed);
  const resources = info?.resources ?? [];
  const visible = shouldShowDownloadBanner({
    isHomePath: isHomePath(pathname),
    appLike: isAppLike(),
    hasDownloadLink: hasAppDownloadLink(resources),
    dismissed,
    hostname: window.location.hostname,
    hiddenHosts: info?.appBannerHiddenHosts ?? [],
  });
  if (!visible) return null;

  const close = () => {
    dismissBanner();
    setDismissed(true);
  };

  return (
    <section className="download-banner" aria-label={t('banner.label')}>
      <img className="download-banner__icon" src={appIconUrl(resources, FALLBACK_ICON)} alt="" width="44" height="44" />
      <div className="download-banner__text">
        <p className="download-banner__title">{t('banner.title')}</p>
        <p className="download-banner__subtitle">{t('banner.subtitle')}</p>
        <span className="download-banner__stars" role="img" aria-label={t('banner.rating', { stars: STARS })}>
          {Array.from({ length: STARS }, (_, index) => (
            <StarIcon key={index} />
          ))}
        </span>
      </div>
      <a
        className="button button--primary button--small"
        href={pickDownloadUrl(resources, navigator.userAgent, paths.app.getHref())}
      >
        {t('banner.download')}
      </a>
      <button
        type="button"
        className="icon-button download-banner__close"
        aria-label={t('banner.close')}
        onClick={close}
      >
        <CloseIcon />
      </button>
    </section>
  );
}
