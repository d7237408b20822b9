import { useTranslation } from 'react-i18next';
import type { WithdrawInfo } from '@palaro/contract/withdrawals';
import { formatMoney } from '../../../shared/lib/money/format-money';

/** What can be withdrawn now, what is held for pending withdrawals, and today's count against the limit. */
export function WithdrawSummary({
  info,
  refreshing,
  onRefresh,
}: {
  info: WithdrawInfo;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation('money');
  const money = (minor: string) => formatMoney(minor, info.currency, info.currencySymbol);
  return (
    <section className="balance-hero" aria-label={t('withdraw.summary')}>
      <div className="balance-hero__top">
        <span className="balance-hero__label">{t('withdraw.withdrawable')}</span>
        <button
          type="button"
          className={refreshing ? 'balance-hero__refresh balance-hero__refresh--busy' : 'balance-hero__refresh'}
          aria-label={t('balance.refresh')}
          disabled={refreshing}
          onClick={onRefresh}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="icon">
            <path d="M20 11a8 8 0 10-2.3 5.7M20 5v6h-6" />
          </svg>
        </button>
      </div>
      <p className="balance-hero__amount" aria-busy={refreshing}>
        {refreshing ? '***' : money(info.withdrawable)}
      </p>
      <dl className="balance-hero__facts">
        <div>
          <dt>{t('withdraw.onHold')}</dt>
          <dd>{money(info.pendingAmount)}</dd>
        </div>
        <div>
          <dt>{t('withdraw.today')}</dt>
          <dd>{t('withdraw.todayCount', { used: String(info.dailyCount), limit: String(info.dailyLimit) })}</dd>
        </div>
      </dl>
    </section>
  );
}
