import { useI18n } from '../i18n/i18n';
import { formatMoney } from '../lib/money';

/** Balance, the bet on the table and the last win, always on screen. */
export function Meters({
  balance,
  bet,
  win,
  currency,
}: {
  balance: bigint;
  bet: bigint;
  win: bigint | null;
  currency: string;
}) {
  const { t } = useI18n();
  return (
    <dl className="meters">
      <div className="meters__cell">
        <dt>{t('common.balance')}</dt>
        <dd data-testid="balance">{formatMoney(balance, currency)}</dd>
      </div>
      <div className="meters__cell">
        <dt>{t('common.totalBet')}</dt>
        <dd data-testid="total-bet">{formatMoney(bet, currency)}</dd>
      </div>
      <div className={`meters__cell${win !== null && win > 0n ? ' meters__cell--win' : ''}`}>
        <dt>{t('common.win')}</dt>
        <dd data-testid="last-win">{win === null ? '—' : formatMoney(win, currency)}</dd>
      </div>
    </dl>
  );
}
