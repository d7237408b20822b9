import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadLink } from '@palaro/contract/system';
import { CloseIcon } from '../../../shared/ui/icons/nav-icons';
import { MegaphoneIcon } from '../../../shared/ui/icons/menu-icons';
import { Modal } from '../../../shared/ui/modal/modal';

/** SPEC 2.3: the social channels that have a link, each opening it. */
export function ChannelPopup({ open, links, onClose }: { open: boolean; links: DownloadLink[]; onClose: () => void }) {
  const { t } = useTranslation('drawer');
  const titleId = useId();
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} placement="bottom">
      <div className="channels">
        <div className="channels__head">
          <h2 id={titleId} className="channels__title">
            {t('channelsTitle')}
          </h2>
          <button type="button" className="icon-button" aria-label={t('common:common.close')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <ul className="channels__list">
          {links.map((link) => (
            <li key={link.resourceType}>
              <a className="drawer__entry" href={link.url} target="_blank" rel="noopener noreferrer">
                <MegaphoneIcon className="drawer__entry-icon" />
                <span className="drawer__entry-label">{link.labelNameEn}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </Modal>
  );
}
