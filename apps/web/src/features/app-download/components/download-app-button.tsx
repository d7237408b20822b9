import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../../shared/api/get-system-status';
import { isHomePath } from '../../../shared/config/paths';
import { isAppLike } from '../../../shared/lib/environment';
import { DownloadIcon } from '../../../shared/ui/icons/nav-icons';
import { openDownloadPopup } from '../lib/download-popup-store';
import { hasAppDownloadLink } from '../lib/has-download-link';
import { shouldShowDownloadButton } from '../lib/download-rules';

/** The header's "Download app" button (SPEC 2.2); it opens home's app-download popup (SPEC 2.3). */
export function DownloadAppButton({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const info = useSystemStatus().data?.info;
  const visible = shouldShowDownloadButton({
    isHomePath: isHomePath(pathname),
    appLike: isAppLike(),
    hasDownloadLink: hasAppDownloadLink(info?.resources ?? []),
    appWindow: info?.whitelabel.appWindow ?? false,
  });
  if (!visible) return null;
  return (
    <button
      type="button"
      className="icon-button app-header__download"
      aria-label={t('header.downloadApp')}
      aria-haspopup="dialog"
      onClick={openDownloadPopup}
    >
      <DownloadIcon />
    </button>
  );
}
