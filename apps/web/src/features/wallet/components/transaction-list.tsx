import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { MemberTransaction, TxCodeList } from '@palaro/contract/reports';
import { paths } from '../../../shared/config/paths';
import { formatDateTime } from '../../../shared/lib/money/format-date';
import { formatMoney, formatSignedMoney } from '../../../shared/lib/money/format-money';
import { remarkText } from '../../../shared/lib/money/remark-text';
import { Link } from '../../../shared/lib/router';

// a transfer's reference is its request key and a round's is named by its game: neither is shown as it is stored
const noteOf = (t: TFunction, row: MemberTransaction) =>
  remarkText(t, row.remarkDetail, row.remark) ?? (row.txCode === 'transfer' || row.round ? null : row.reference);

type Props = {
  rows: MemberTransaction[];
  codes: TxCodeList | undefined;
  vendorNames: ReadonlyMap<string, string>;
  currency: string;
  symbol: string;
};

/** Statement rows: type (or the game of a round), wallet, time, the signed amount and the balance after it. */
export function TransactionList({ rows, codes, vendorNames, currency, symbol }: Props) {
  const { t, i18n } = useTranslation('money');
  const typeName = (code: string) => {
    const entry = codes?.find((candidate) => candidate.txCode === code);
    return t(entry?.i18nKey ?? `tx_${code}`, { defaultValue: entry?.name ?? code });
  };
  const walletName = (row: MemberTransaction) =>
    row.wallet === 'vendor' ? (vendorNames.get(row.vendor ?? '') ?? row.vendor ?? '') : t(`wallet.${row.wallet}`);
  return (
    <ul className="money-list" aria-label={t('report.list')}>
      {rows.map((row) => {
        const incoming = BigInt(row.amount) > 0n;
        const note = noteOf(t, row);
        const amount = (
          <span
            className={
              incoming ? 'money-row__amount money-row__amount--in' : 'money-row__amount money-row__amount--out'
            }
          >
            {formatSignedMoney(row.amount, currency, symbol)}
          </span>
        );
        const balance = (
          <span className="money-row__meta money-row__side">
            {t('report.balanceAfter', { balance: formatMoney(row.balanceAfter, currency, symbol) })}
          </span>
        );
        const key = `${row.transactionId}-${row.wallet}-${row.vendor ?? ''}`;
        if (row.round) {
          // a game's money names the game and opens its round (and, for the Originals, the round's fairness proof)
          return (
            <li key={key}>
              <Link
                className="money-row money-row--link"
                to={paths.memberRound.getHref(row.round.provider, row.round.roundId)}
              >
                <span className="money-row__title">{row.round.gameName}</span>
                {amount}
                <span className="money-row__meta">
                  {typeName(row.txCode)} · {row.round.vendorName}
                </span>
                {balance}
                <span className="money-row__meta money-row__wide">
                  {formatDateTime(row.createdAt, i18n.language)} · {walletName(row)}
                </span>
              </Link>
            </li>
          );
        }
        return (
          <li key={key} className="money-row">
            <span className="money-row__title">{typeName(row.txCode)}</span>
            {amount}
            <span className="money-row__meta">
              {walletName(row)} · {formatDateTime(row.createdAt, i18n.language)}
            </span>
            {balance}
            {note && <p className="money-row__note">{note}</p>}
          </li>
        );
      })}
    </ul>
  );
}
