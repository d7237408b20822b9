import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../../shared/api/get-system-status';
import { paths } from '../../../shared/config/paths';
import { Link } from '../../../shared/lib/router';
import { Modal } from '../../../shared/ui/modal/modal';
import { CloseIcon } from '../../../shared/ui/icons/nav-icons';
import { closeDownloadPopup, useDownloadPopup } from '../lib/download-popup-store';
import { AppDownloadOptions } from './app-download-options';
import { AppHero } from './app-hero';
import './app-download-popup.css';

/**
 * Home's app-download popup (SPEC 2.1 home, 2.3): the same offers as /m/app for the phone at hand, in a sheet over
 * the page; the header's download button and the download bar open it.
 */
export default function AppDownloadPopup() {
  const { t } = useTranslation('content');
  const open = useDownloadPopup((state) => state.open);
  const resources = useSystemStatus().data?.info.resources ?? [];
  return (
    <Modal open={open} onClose={closeDownloadPopup} labelledBy="app-popup-title" placement="bottom">
      <div className="app-popup">
        <button
          type="button"
          className="icon-button app-popup__close"
          aria-label={t('popup.close')}
          onClick={closeDownloadPopup}
        >
          <CloseIcon />
        </button>
        <AppHero resources={resources} titleId="app-popup-title" />
        <AppDownloadOptions resources={resources} />
        <Link className="app-popup__more" to={paths.app.getHref()} onClick={closeDownloadPopup}>
          {t('app.more')}
        </Link>
      </div>
    </Modal>
  );
}
