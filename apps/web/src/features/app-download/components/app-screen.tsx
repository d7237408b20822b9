import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMING } from '@palaro/contract/constants';
import type { DownloadLink } from '@palaro/contract/system';
import { useSystemStatus } from '../../../shared/api/get-system-status';
import { isAppLike } from '../../../shared/lib/environment';
import { EmptyState } from '../../../shared/ui/empty-state';
import { StarIcon } from '../../../shared/ui/icons/nav-icons';
import { TopBar } from '../../../shared/ui/top-bar';
import { appIconUrl } from '../lib/download-links';
import { isIosSafari, legacyIosTip, platformOf } from '../lib/phone-platform';
import './app-screen.css';

const FALLBACK_ICON = '/m/icons/icon-192.png';
const STARS = 5;

const urlOf = (resources: readonly DownloadLink[], type: string) =>
  resources.find((link) => link.resourceType === type && link.url)?.url;

/**
 * /m/app (SPEC 2.1, 2.3, 4): the Android package, the iOS app, the iOS profile and the add-to-home guide, for the
 * phone at hand; nothing to install inside the app or an installed web app.
 */
export default function AppScreen() {
  const { t } = useTranslation('content');
  const resources = useSystemStatus().data?.info.resources ?? [];
  const userAgent = navigator.userAgent;
  const platform = platformOf(userAgent);
  const android = urlOf(resources, 'Android');
  const iosApp = urlOf(resources, 'IOS');
  const profile = urlOf(resources, 'MOBILECONFIG');
  const profileFlow = useProfileFlow(profile);

  if (isAppLike())
    return (
      <>
        <TopBar />
        <EmptyState text={t('app.installed')} />
      </>
    );

  const showAndroid = android && platform !== 'ios';
  const showIos = platform !== 'android';
  return (
    <>
      <TopBar />
      <div className="app-page">
        <section className="app-page__hero" aria-labelledby="app-page-title">
          <img className="app-page__icon" src={appIconUrl(resources, FALLBACK_ICON)} alt="" width="96" height="96" />
          <h2 id="app-page-title" className="app-page__title">
            {t('app.title')}
          </h2>
          <span className="app-page__stars" role="img" aria-label={t('app.rating', { stars: STARS })}>
            {Array.from({ length: STARS }, (_, index) => (
              <StarIcon key={index} />
            ))}
          </span>
          <p className="app-page__lead">{t('app.lead')}</p>
        </section>

        <div className="app-page__actions">
          {showAndroid && (
            <a className="button button--primary" href={android}>
              {t('app.android')}
            </a>
          )}
          {showIos && iosApp && (
            <a className="button button--primary" href={iosApp}>
              {t('app.ios')}
            </a>
          )}
          {showIos && profile && (
            <button type="button" className="button button--ghost" onClick={profileFlow.start}>
              {t('app.profile')}
            </button>
          )}
          {platform === 'other' && <p className="app-page__note">{t('app.onPhone')}</p>}
          {profileFlow.message && (
            <p
              className={profileFlow.message === 'refused' ? 'app-page__alert' : 'app-page__hint'}
              role={profileFlow.message === 'refused' ? 'alert' : 'status'}
            >
              {profileFlow.message === 'refused' ? t('app.safariRequired') : t('app.allowSettings')}
            </p>
          )}
        </div>

        {platform === 'ios' && <AddToHomeGuide userAgent={userAgent} />}
      </div>
    </>
  );
}

/**
 * SPEC 4, iOS with a profile link: it needs Safari (elsewhere the download is refused with a message); it opens the
 * profile, and when the visitor comes back to the window, "Click Allow to go to Settings for install" shows for 4 s
 * before the profile's address opens again, which takes iOS to the install in Settings.
 */
function useProfileFlow(profile: string | undefined) {
  const [message, setMessage] = useState<'refused' | 'allow' | null>(null);
  const waiting = useRef(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onReturn = () => {
      if (document.visibilityState !== 'visible' || !waiting.current || !profile) return;
      waiting.current = false;
      setMessage('allow');
      timer = setTimeout(() => {
        setMessage(null);
        window.location.assign(profile);
      }, TIMING.profileSettingsRedirectMs);
    };
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      document.removeEventListener('visibilitychange', onReturn);
      clearTimeout(timer);
    };
  }, [profile]);

  const start = () => {
    if (!profile) return;
    if (!isIosSafari(navigator.userAgent)) {
      setMessage('refused');
      return;
    }
    setMessage(null);
    waiting.current = true;
    window.location.assign(profile);
  };
  return { message, start };
}

/** The add-to-home guide for iOS's own browser, with the tips of older iOS versions (SPEC 2.3, 4). */
function AddToHomeGuide({ userAgent }: { userAgent: string }) {
  const { t } = useTranslation('content');
  const legacy = legacyIosTip(userAgent);
  return (
    <section className="app-page__guide" aria-labelledby="app-guide-title">
      <h2 id="app-guide-title" className="app-page__guide-title">
        {t('app.guideTitle')}
      </h2>
      <ol className="app-page__steps">
        <li>{t('app.guideShare')}</li>
        <li>{t('app.guideAdd')}</li>
        <li>{t('app.guideConfirm')}</li>
      </ol>
      {legacy && <p className="app-page__tip">{t(`app.tip.${legacy}`)}</p>}
      {!isIosSafari(userAgent) && <p className="app-page__tip">{t('app.safariRequired')}</p>}
    </section>
  );
}
