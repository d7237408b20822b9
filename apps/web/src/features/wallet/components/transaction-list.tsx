import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { MemberTransaction, TxCodeList } from '@palaro/contract/reports';
import { formatDateTime } from '../../../shared/lib/money/format-date';
import { formatMoney, formatSignedMoney } from '../../../shared/lib/money/format-money';
import { remarkText } from '../../../shared/lib/money/remark-text';

// a transfer's reference is its request key; the wallet column already says where the money went
const noteOf = (t: TFunction, row: MemberTransaction) => remarkText(t, row.remarkDetail, row.remark) ?? (row.txCode === 'transfer' ? null : row.reference);

type Props = { rows: MemberTransaction[]; codes: TxCodeList | undefined; vendorNames: ReadonlyMap<string, string>; currency: string; symbol: string };

/** Statement rows: type, wallet, time, the signed amount and the balance after it. */
export function TransactionList({ rows, codes, vendorNames, currency, symbol }: Props) {
  const { t, i18n } = useTranslation('money');
  const typeName = (code: string) => {
    const entry = codes?.find((candidate) => candidate.txCode === code);
    return t(entry?.i18nKey ?? `tx_${code}`, { defaultValue: entry?.name ?? code });
  };
  const walletName = (row: MemberTransaction) => (row.wallet === 'vendor' ? (vendorNames.get(row.vendor ?? '') ?? row.vendor ?? '') : t(`wallet.${row.wallet}`));
  return (
    <ul className="money-list" aria-label={t('report.list')}>
      {rows.map((row) => {
        const incoming = BigInt(row.amount) > 0n;
        const note = noteOf(t, row);
        return (
          <li key={`${row.transactionId}-${row.wallet}-${row.vendor ?? ''}`} className="money-row">
            <span className="money-row__title">{typeName(row.txCode)}</span>
            <span className={incoming ? 'money-row__amount money-row__amount--in' : 'money-row__amount money-row__amount--out'}>{formatSignedMoney(row.amount, currency, symbol)}</span>
            <span className="money-row__meta">
              {walletName(row)} · {formatDateTime(row.createdAt, i18n.language)}
            </span>
            <span className="money-row__meta money-row__side">{t('report.balanceAfter', { balance: formatMoney(row.balanceAfter, currency, symbol) })}</span>
            {note && <p className="money-row__note">{note}</p>}
          </li>
        );
      })}
    </ul>
  );
}
