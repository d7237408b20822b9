import { useTranslation } from 'react-i18next';
import type { GameRound } from '@palaro/contract/reports';
import { useWallet } from '../../../shared/api/get-wallet';
import { formatDateTime } from '../../../shared/lib/money/format-date';
import { formatMoney } from '../../../shared/lib/money/format-money';

/** The round's game and vendor, whether it has ended, and its money. */
export function RoundFacts({ round }: { round: GameRound }) {
  const { t, i18n } = useTranslation('money');
  const wallet = useWallet().data;
  const currency = wallet?.currency ?? 'PHP';
  const symbol = wallet?.currencySymbol ?? '';
  const money = (minor: string) => formatMoney(minor, currency, symbol);
  return (
    <section className="money-card" aria-labelledby="round-game">
      <div className="money-card__head">
        <div className="round-title">
          <h2 id="round-game" className="money-card__title">
            {round.round.gameName}
          </h2>
          <span className="money-card__note">{round.round.vendorName}</span>
        </div>
        <span className={`status-badge status-badge--${round.status === 'closed' ? 'success' : 'pending'}`}>
          {t(`round.status.${round.status}`)}
        </span>
      </div>
      <dl className="round-facts">
        <div>
          <dt>{t('round.bet')}</dt>
          <dd>{money(round.betTotal)}</dd>
        </div>
        <div>
          <dt>{t('round.win')}</dt>
          <dd>{money(round.winTotal)}</dd>
        </div>
        {round.refundTotal !== '0' && (
          <div>
            <dt>{t('round.refund')}</dt>
            <dd>{money(round.refundTotal)}</dd>
          </div>
        )}
        <div className="round-facts__wide">
          <dt>{t('round.started')}</dt>
          <dd>{formatDateTime(round.createdAt, i18n.language)}</dd>
        </div>
        <div className="round-facts__wide">
          <dt>{t('round.id')}</dt>
          <dd className="round-facts__mono">{round.round.roundId}</dd>
        </div>
      </dl>
    </section>
  );
}
