import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../../shared/api/get-system-status';
import { isAppLike } from '../../../shared/lib/environment';
import { GameCategoryGrid } from '../../../shared/ui/game-category-grid';
import { CloseIcon } from '../../../shared/ui/icons/nav-icons';
import { Logo } from '../../../shared/ui/logo';
import { Modal } from '../../../shared/ui/modal/modal';
import { channelLinks } from './channel-links';
import { ChannelPopup } from './channel-popup';
import { DrawerAccount } from './drawer-account';
import { buildDrawerEntries } from './drawer-entries';
import { DrawerEntryList } from './drawer-entry-list';
import { DrawerSettings } from './drawer-settings';
import { useDrawerStore } from './drawer-store';
import './drawer.css';

/** The left drawer (SPEC 2.3): account, game categories, the flag-driven entries, language and theme. */
export default function Drawer({ open }: { open: boolean }) {
  const { t } = useTranslation('drawer');
  const close = useDrawerStore((state) => state.closeDrawer);
  const status = useSystemStatus().data;
  const [channelsOpen, setChannelsOpen] = useState(false);
  const entries = buildDrawerEntries({ status, appLike: isAppLike() });

  return (
    <>
      <Modal open={open} onClose={close} placement="left" label={t('title')} className="drawer">
        <div className="drawer__head">
          <Logo />
          <button type="button" className="icon-button" aria-label={t('close')} onClick={close}>
            <CloseIcon />
          </button>
        </div>
        <DrawerAccount onNavigate={close} />
        <section className="drawer__section">
          <h2 className="drawer__heading">{t('games')}</h2>
          <GameCategoryGrid compact onNavigate={close} />
        </section>
        <DrawerEntryList entries={entries} onNavigate={close} onOpenChannels={() => setChannelsOpen(true)} />
        <DrawerSettings />
      </Modal>
      <ChannelPopup
        open={channelsOpen}
        links={channelLinks(status?.info.resources ?? [])}
        onClose={() => setChannelsOpen(false)}
      />
    </>
  );
}
