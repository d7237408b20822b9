import { useTranslation } from 'react-i18next';
import type { GameRecordPage } from '@palaro/contract/reports';
import { formatMoney } from '../../../shared/lib/money/format-money';
import { NetAmount } from './net-amount';

type Props = { totals: GameRecordPage['totals']; currency: string; symbol: string };

/** The period's totals over every matching round (the server sums them, not only the rows loaded so far). */
export function GameRecordTotals({ totals, currency, symbol }: Props) {
  const { t } = useTranslation('money');
  return (
    <section className="record-totals" aria-labelledby="record-totals-title">
      <div className="record-totals__head">
        <h2 id="record-totals-title" className="record-totals__title">
          {t('gameRecord.totals')}
        </h2>
        <span className="record-totals__count">{t('gameRecord.rounds', { rounds: String(totals.rounds) })}</span>
      </div>
      <dl className="record-totals__figures">
        <div>
          <dt>{t('gameRecord.bet')}</dt>
          <dd>{formatMoney(totals.betTotal, currency, symbol)}</dd>
        </div>
        <div>
          <dt>{t('gameRecord.win')}</dt>
          <dd>{formatMoney(totals.winTotal, currency, symbol)}</dd>
        </div>
        <div>
          <dt>{t('gameRecord.net')}</dt>
          <dd>
            <NetAmount net={totals.net} currency={currency} symbol={symbol} />
          </dd>
        </div>
      </dl>
      {totals.refundTotal !== '0' && (
        <p className="record-totals__note">
          {t('gameRecord.refunded', { amount: formatMoney(totals.refundTotal, currency, symbol) })}
        </p>
      )}
    </section>
  );
}
