import { useTranslation } from 'react-i18next';
import type { GameRecordRow } from '@palaro/contract/reports';
import { paths } from '../../../shared/config/paths';
import { formatDateTime } from '../../../shared/lib/money/format-date';
import { formatMoney } from '../../../shared/lib/money/format-money';
import { Link } from '../../../shared/lib/router';
import { NetAmount } from './net-amount';

type Props = { rows: GameRecordRow[]; currency: string; symbol: string; busy: boolean };

/** One line per round: game and vendor, when, status, bet and win, and the net; a provably fair round opens its proof. */
export function GameRecordList({ rows, currency, symbol, busy }: Props) {
  const { t, i18n } = useTranslation('money');
  const money = (minor: string) => formatMoney(minor, currency, symbol);
  return (
    <ul className="money-list record-list" aria-label={t('gameRecord.list')} aria-busy={busy}>
      {rows.map((row) => {
        const content = (
          <>
            <span className="money-row__title">{row.round.gameName}</span>
            <span className="money-row__amount">
              <span className="visually-hidden">{t('gameRecord.net')} </span>
              <NetAmount net={row.net} currency={currency} symbol={symbol} />
            </span>
            <span className="money-row__meta money-row__wide">
              {row.round.vendorName} · {formatDateTime(row.createdAt, i18n.language)}
            </span>
            <span className="money-row__meta record-row__money">
              <span>{t('gameRecord.betAmount', { amount: money(row.betTotal) })}</span>
              <span>{t('gameRecord.winAmount', { amount: money(row.winTotal) })}</span>
              {row.refundTotal !== '0' && (
                <span>{t('gameRecord.refundAmount', { amount: money(row.refundTotal) })}</span>
              )}
            </span>
            <span className="money-row__side">
              <span className={`status-badge status-badge--${row.status === 'closed' ? 'muted' : 'pending'}`}>
                {t(`round.status.${row.status}`)}
              </span>
            </span>
            {row.round.provablyFair && (
              <span className="money-row__wide">
                <span className="record-row__fair">{t('gameRecord.provablyFair')}</span>
              </span>
            )}
          </>
        );
        const key = `${row.round.provider}:${row.round.roundId}`;
        return row.round.provablyFair ? (
          <li key={key}>
            <Link
              className="money-row money-row--link"
              to={paths.memberRound.getHref(row.round.provider, row.round.roundId)}
            >
              {content}
            </Link>
          </li>
        ) : (
          <li key={key} className="money-row">
            {content}
          </li>
        );
      })}
    </ul>
  );
}
