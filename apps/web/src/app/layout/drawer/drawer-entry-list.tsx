import type { ComponentType } from 'react';
import { Link } from '../../../shared/lib/router';
import { useTranslation } from 'react-i18next';
import { useOpenLiveChat } from '../../../shared/api/chat/open-live-chat';
import { useOpenDeposit } from '../../../shared/lib/deposit-access';
import type { IconProps } from '../../../shared/ui/icons/make-icon';
import * as menu from '../../../shared/ui/icons/menu-icons';
import { LedgerIcon, TransferIcon } from '../../../shared/ui/icons/money-icons';
import { ChevronIcon, GiftIcon, WalletIcon } from '../../../shared/ui/icons/nav-icons';
import { showToast } from '../../../shared/ui/toast/toast-store';
import type { DrawerEntry, DrawerEntryId } from './drawer-entries';

const ICONS: Record<DrawerEntryId, ComponentType<IconProps>> = {
  promotions: GiftIcon,
  terms: menu.DocumentIcon,
  privacy: menu.ShieldIcon,
  faq: menu.HelpIcon,
  vip: menu.CrownIcon,
  events: menu.FlagIcon,
  channels: menu.MegaphoneIcon,
  app: menu.PhoneIcon,
  deposit: WalletIcon,
  withdraw: menu.WithdrawIcon,
  leaderboard: menu.TrophyIcon,
  history: menu.ClockIcon,
  feedback: menu.FeedbackIcon,
  signIn: menu.CalendarIcon,
  about: menu.InfoIcon,
  reward: GiftIcon,
  invite: menu.InviteIcon,
  messagingApp: menu.SendIcon,
  liveChat: menu.ChatIcon,
  wallet: TransferIcon,
  transactions: LedgerIcon,
};

type Props = { entries: DrawerEntry[]; onNavigate: () => void; onOpenChannels: () => void };

export function DrawerEntryList({ entries, onNavigate, onOpenChannels }: Props) {
  const { t } = useTranslation(['drawer', 'money']);
  const openDeposit = useOpenDeposit();
  const liveChat = useOpenLiveChat();
  const actions = {
    deposit: () => {
      onNavigate();
      openDeposit();
    },
    channels: onOpenChannels,
    contactService: () => showToast(t('common:contact_service')),
    liveChat: () => {
      onNavigate();
      liveChat.open();
    },
  };

  return (
    <ul className="drawer__list">
      {entries.map((entry) => {
        const Icon = ICONS[entry.id];
        const content = (
          <>
            <Icon className="drawer__entry-icon" />
            <span className="drawer__entry-label">{t(entry.labelKey, entry.labelValues)}</span>
            <ChevronIcon className="drawer__entry-chevron" />
          </>
        );
        return (
          <li key={entry.id}>
            {entry.kind === 'link' && (
              <Link className="drawer__entry" to={entry.href} onClick={onNavigate}>
                {content}
              </Link>
            )}
            {entry.kind === 'external' && (
              <a className="drawer__entry" href={entry.href} target="_blank" rel="noopener noreferrer">
                {content}
              </a>
            )}
            {entry.kind === 'action' && (
              <button type="button" className="drawer__entry" onClick={actions[entry.action]}>
                {content}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
