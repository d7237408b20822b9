import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWallet } from '../../../shared/api/get-wallet';
import { paths } from '../../../shared/config/paths';
import { useOpenDeposit } from '../../../shared/lib/deposit-access';
import { Link } from '../../../shared/lib/router';
import { readItem, writeItem } from '../../../shared/lib/storage';
import { formatMoney } from '../../../shared/lib/money/format-money';

const HIDDEN_KEY = 'MC_BALANCE_HIDDEN';

/** SPEC 2.3 / 4 "Balance": symbol and total, refreshed every 60 s and on tap, *** while refreshing, hide and show. */
export default function BalanceWidget() {
  const { t } = useTranslation('home');
  const wallet = useWallet();
  const openDeposit = useOpenDeposit();
  const [hidden, setHidden] = useState(() => readItem('local', HIDDEN_KEY) === '1');
  const toggleHidden = () => {
    writeItem('local', HIDDEN_KEY, hidden ? '0' : '1');
    setHidden(!hidden);
  };
  const refreshing = wallet.isFetching;
  const summary = wallet.data;
  let shown = '***';
  if (hidden) shown = '******';
  // from the minor units, never the server-made sumBalance (docs/decisions/0023-clients-format-money.md)
  else if (!refreshing && summary)
    shown = `${summary.currencySymbol} ${formatMoney(summary.sumAmount, summary.currency)}`;
  else if (!refreshing && wallet.isError) shown = '--';

  return (
    <section className="wallet-card" aria-labelledby="home-balance-label">
      <div className="wallet-card__copy">
        <h2 id="home-balance-label" className="wallet-card__label">
          {t('balance')}
        </h2>
        <p className="wallet-card__amount" aria-live="polite" aria-busy={refreshing}>
          {shown}
        </p>
      </div>
      <div className="wallet-card__tools">
        <button
          type="button"
          className="icon-button wallet-card__tool"
          aria-label={t('refreshBalance')}
          disabled={refreshing}
          onClick={() => void wallet.refetch()}
        >
          <svg className={`icon${refreshing ? ' wallet-card__spin' : ''}`} viewBox="0 0 24 24" aria-hidden="true">
            <path d="M19.5 12a7.5 7.5 0 11-2.2-5.3M19.5 4.5v4h-4" />
          </svg>
        </button>
        <button
          type="button"
          className="icon-button wallet-card__tool"
          aria-label={t('hideBalance')}
          aria-pressed={hidden}
          onClick={toggleHidden}
        >
          <svg className="icon" viewBox="0 0 24 24" aria-hidden="true">
            {hidden ? (
              <path d="M3 3l18 18M10.6 6.1A9.6 9.6 0 0112 6c5 0 8.5 4.5 9.5 6a16 16 0 01-3 3.4M6.4 7.6C4.6 8.9 3.2 10.7 2.5 12c1 1.5 4.5 6 9.5 6 1.4 0 2.6-.3 3.7-.8M9.9 9.9a3 3 0 004.2 4.2" />
            ) : (
              <path d="M2.5 12c1-1.5 4.5-6 9.5-6s8.5 4.5 9.5 6c-1 1.5-4.5 6-9.5 6s-8.5-4.5-9.5-6zM12 15a3 3 0 100-6 3 3 0 000 6z" />
            )}
          </svg>
        </button>
      </div>
      <div className="wallet-card__actions">
        <button type="button" className="button button--primary button--small" onClick={openDeposit}>
          {t('deposit')}
        </button>
        <Link className="button button--ghost button--small" to={paths.withdraw.getHref()}>
          {t('withdraw')}
        </Link>
      </div>
    </section>
  );
}
