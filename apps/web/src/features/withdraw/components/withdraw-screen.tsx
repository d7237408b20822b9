import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '@palaro/contract/withdrawals';
import { formatMoney } from '../../../shared/lib/money/format-money';
import { useSearchParams } from '../../../shared/lib/router';
import { EmptyState } from '../../../shared/ui/empty-state';
import { MoneyTabs } from '../../../shared/ui/money/money-tabs';
import { Spinner } from '../../../shared/ui/spinner';
import { useWithdrawInfo } from '../api/get-withdraw-info';
import { SetPasswordCard } from './set-password-card';
import { WithdrawForm } from './withdraw-form';
import { WithdrawHistory } from './withdraw-history';
import { WithdrawSummary } from './withdraw-summary';
import '../../../shared/ui/form/form.css';
import '../../../shared/ui/money/money.css';

type Tab = 'withdraw' | 'history';

/** /m/withdraw: a withdrawal password first, then cards, amount and password; the hold and the history. */
export default function WithdrawScreen() {
  const { t } = useTranslation('money');
  const params = useSearchParams();
  const [tab, setTab] = useState<Tab>(params.get('tab') === 'history' ? 'history' : 'withdraw');
  const [requested, setRequested] = useState<Withdrawal | null>(null);
  const info = useWithdrawInfo();

  if (info.isPending) return <Spinner className="spinner--page" />;
  if (info.isError) {
    return (
      <div className="money-page">
        <EmptyState text={t('withdraw.infoError')}>
          <button type="button" className="button button--primary" onClick={() => void info.refetch()}>
            {t('common:common.retry')}
          </button>
        </EmptyState>
      </div>
    );
  }
  const data = info.data;
  const symbol = data.currencySymbol;

  let panel;
  if (tab === 'history') panel = <WithdrawHistory symbol={symbol} />;
  else if (!data.hasWithdrawalPassword) panel = <SetPasswordCard />;
  else if (requested) {
    panel = (
      <section className="money-card result-card" aria-labelledby="withdraw-done-title" aria-live="polite">
        <span className="result-card__icon result-card__icon--pending" aria-hidden="true">
          …
        </span>
        <h2 id="withdraw-done-title" className="result-card__title">
          {t('withdraw.requestedTitle')}
        </h2>
        <p className="result-card__amount">{formatMoney(requested.amount, requested.currency, symbol)}</p>
        <p className="money-card__note">
          {t('withdraw.requestedText', { card: `${requested.bankName} ${requested.accountNumberMasked}` })}
        </p>
        <div className="result-card__actions">
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setRequested(null);
              setTab('history');
            }}
          >
            {t('withdraw.viewHistory')}
          </button>
          <button type="button" className="button button--primary" onClick={() => setRequested(null)}>
            {t('withdraw.again')}
          </button>
        </div>
      </section>
    );
  } else panel = <WithdrawForm info={data} onRequested={setRequested} />;

  return (
    <div className="money-page">
      <WithdrawSummary info={data} refreshing={info.isRefetching} onRefresh={() => void info.refetch()} />
      <MoneyTabs
        label={t('withdraw.views')}
        tabs={[
          { id: 'withdraw', label: t('withdraw.tab') },
          { id: 'history', label: t('history.tab') },
        ]}
        active={tab}
        onChange={setTab}
      >
        {panel}
      </MoneyTabs>
    </div>
  );
}
