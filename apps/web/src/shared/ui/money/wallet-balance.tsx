import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWallet } from '../../api/get-wallet';
import { formatMoney } from '../../lib/money/format-money';
import './money.css';

/** The player's total balance (SPEC 4 "Balance": *** while it refreshes) with a refresh button. */
export function WalletBalance({ label, children }: { label: string; children?: ReactNode }) {
  const { t } = useTranslation('money');
  const wallet = useWallet();
  const refreshing = wallet.isFetching;
  const data = wallet.data;
  return (
    <section className="balance-hero" aria-label={label}>
      <div className="balance-hero__top">
        <span className="balance-hero__label">{label}</span>
        <button
          type="button"
          className={refreshing ? 'balance-hero__refresh balance-hero__refresh--busy' : 'balance-hero__refresh'}
          aria-label={t('balance.refresh')}
          disabled={refreshing}
          onClick={() => void wallet.refetch()}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="icon">
            <path d="M20 11a8 8 0 10-2.3 5.7M20 5v6h-6" />
          </svg>
        </button>
      </div>
      <p className="balance-hero__amount" aria-live="polite" aria-busy={refreshing}>
        {refreshing || !data ? '***' : formatMoney(data.sumAmount, data.currency, data.currencySymbol)}
      </p>
      {children}
    </section>
  );
}
