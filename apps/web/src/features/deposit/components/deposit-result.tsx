import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Deposit } from '@palaro/contract/payments';
import { useWallet } from '../../../shared/api/get-wallet';
import { formatMoney } from '../../../shared/lib/money/format-money';
import { remarkText } from '../../../shared/lib/money/remark-text';
import { invalidateMoney } from '../../../shared/lib/money/invalidate-money';
import { Spinner } from '../../../shared/ui/spinner';
import { useDepositDetail } from '../api/get-deposit-detail';

type Outcome = 'success' | 'pending' | 'danger';
const OUTCOME: Record<Deposit['status'], Outcome> = {
  success: 'success',
  pending: 'pending',
  rejected: 'danger',
  failed: 'danger',
  expired: 'danger',
};
const MARK: Record<Outcome, string> = { success: '✓', pending: '…', danger: '!' };

type Props = { deposit: Deposit; symbol: string; onAgain: () => void; onHistory: () => void };

/** Where a deposit stands: credited (with the new balance), waiting, or not completed and why. */
export function DepositOutcome({ deposit, symbol, onAgain, onHistory }: Props) {
  const { t } = useTranslation('money');
  const wallet = useWallet().data;
  const queryClient = useQueryClient();
  const outcome = OUTCOME[deposit.status];
  const waitingKey = deposit.type === 'manual' ? 'deposit.result.pendingManual' : 'deposit.result.pendingGateway';

  // The credit changed the balance: every screen showing it refreshes, as does the history.
  useEffect(() => {
    if (deposit.status === 'success') void invalidateMoney(queryClient);
    void queryClient.invalidateQueries({ queryKey: ['deposit', 'report'] });
  }, [deposit.status, queryClient]);

  return (
    <section className="money-card result-card" aria-labelledby="deposit-result-title" aria-live="polite">
      <span className={`result-card__icon result-card__icon--${outcome}`} aria-hidden="true">
        {MARK[outcome]}
      </span>
      <h2 id="deposit-result-title" className="result-card__title">
        {t(`deposit.result.${deposit.status}`)}
      </h2>
      <p className="result-card__amount">{formatMoney(deposit.amount, deposit.currency, symbol)}</p>
      <p className="money-card__note">
        {outcome === 'success' &&
          t('deposit.result.credited', { amount: formatMoney(deposit.amount, deposit.currency, symbol) })}
        {outcome === 'pending' && t(waitingKey)}
        {outcome === 'danger' && (remarkText(t, deposit.remarkDetail, deposit.remark) ?? t('deposit.result.noRemark'))}
      </p>
      {outcome === 'success' && wallet && (
        <p className="money-card__note">
          {t('deposit.result.newBalance', {
            balance: formatMoney(wallet.sumAmount, wallet.currency, wallet.currencySymbol),
          })}
        </p>
      )}
      <p className="money-card__note">{t('deposit.result.order', { id: deposit.id, method: deposit.methodName })}</p>
      <div className="result-card__actions">
        <button type="button" className="button button--ghost" onClick={onHistory}>
          {t('deposit.viewHistory')}
        </button>
        <button type="button" className="button button--primary" onClick={onAgain}>
          {t('deposit.again')}
        </button>
      </div>
    </section>
  );
}

/** The page the gateway comes back to (?deposit=<id>): the deposit, asked again while it waits for confirmation. */
export function DepositReturn({ id, symbol, onAgain, onHistory }: { id: string } & Omit<Props, 'deposit'>) {
  const { t } = useTranslation('money');
  const detail = useDepositDetail(id);
  if (detail.data)
    return <DepositOutcome deposit={detail.data} symbol={symbol} onAgain={onAgain} onHistory={onHistory} />;
  if (detail.isError) {
    return (
      <section className="money-card result-card" aria-label={t('deposit.result.unknown')}>
        <p className="money-card__note">{t('deposit.result.unknown')}</p>
        <button type="button" className="button button--primary" onClick={onAgain}>
          {t('deposit.again')}
        </button>
      </section>
    );
  }
  return <Spinner className="spinner--page" />;
}
