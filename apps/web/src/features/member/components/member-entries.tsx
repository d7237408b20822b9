import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { Link } from '../../../shared/lib/router';

const ENTRIES = [
  { key: 'deposit', href: paths.voucherCenter.getHref() },
  { key: 'withdraw', href: paths.withdraw.getHref() },
  { key: 'wallet', href: paths.memberWallet.getHref(), labelKey: 'money:entry.wallet' },
  { key: 'transactions', href: paths.memberTransactions.getHref(), labelKey: 'money:entry.transactions' },
  { key: 'history', href: paths.gameRecord.getHref() },
  { key: 'messages', href: paths.message.getHref() },
  { key: 'security', href: paths.changePsw.getHref() },
] as const;

/** Ways on from the member centre: wallet, history, messages, security. */
export function MemberEntries() {
  const { t } = useTranslation(['account', 'money']);
  return (
    <nav className="member-entries" aria-label={t('member.entries')}>
      <ul>
        {ENTRIES.map((entry) => (
          <li key={entry.key}>
            <Link to={entry.href}>{'labelKey' in entry ? t(entry.labelKey) : t(`member.entry.${entry.key}`)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
