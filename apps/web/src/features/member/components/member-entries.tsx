import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { Link } from '../../../shared/lib/router';
import { ChatIcon, ClockIcon, ShieldIcon, WithdrawIcon } from '../../../shared/ui/icons/menu-icons';
import { LedgerIcon, TransferIcon } from '../../../shared/ui/icons/money-icons';
import { DownloadIcon } from '../../../shared/ui/icons/nav-icons';

const ENTRIES = [
  { key: 'deposit', href: paths.voucherCenter.getHref(), Icon: DownloadIcon },
  { key: 'withdraw', href: paths.withdraw.getHref(), Icon: WithdrawIcon },
  { key: 'wallet', href: paths.memberWallet.getHref(), labelKey: 'money:entry.wallet', Icon: TransferIcon },
  {
    key: 'transactions',
    href: paths.memberTransactions.getHref(),
    labelKey: 'money:entry.transactions',
    Icon: LedgerIcon,
  },
  { key: 'history', href: paths.gameRecord.getHref(), Icon: ClockIcon },
  { key: 'messages', href: paths.message.getHref(), Icon: ChatIcon },
  { key: 'security', href: paths.memberSecurity.getHref(), Icon: ShieldIcon },
] as const;

/** Ways on from the member centre: wallet, history, messages, security. */
export function MemberEntries() {
  const { t } = useTranslation(['account', 'money']);
  return (
    <nav className="member-entries" aria-label={t('member.entries')}>
      <ul>
        {ENTRIES.map((entry) => (
          <li key={entry.key}>
            <Link to={entry.href}>
              <entry.Icon className="member-entries__icon" />
              <span>{'labelKey' in entry ? t(entry.labelKey) : t(`member.entry.${entry.key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
