import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from '@palaro/contract/withdrawals';
import { formatDateTime } from '../../../shared/lib/money/format-date';
import { formatMoney } from '../../../shared/lib/money/format-money';
import { remarkText } from '../../../shared/lib/money/remark-text';
import { EmptyState } from '../../../shared/ui/empty-state';
import { StatusBadge } from '../../../shared/ui/money/status-badge';
import { Spinner } from '../../../shared/ui/spinner';
import { useWithdrawReport } from '../api/get-withdraw-report';

/** The player's withdrawals: pending (held), paid or rejected (returned), with the reason or payout reference. */
export function WithdrawHistory({ symbol }: { symbol: string }) {
  const { t, i18n } = useTranslation('money');
  const [status, setStatus] = useState<WithdrawalStatus | undefined>(undefined);
  const report = useWithdrawReport(status);
  const rows = report.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <>
      <div className="filter-chips" role="group" aria-label={t('history.filter')}>
        {[undefined, ...WITHDRAWAL_STATUSES].map((option) => (
          <button
            key={option ?? 'all'}
            type="button"
            className="filter-chip"
            aria-pressed={status === option}
            onClick={() => setStatus(option)}
          >
            {option ? t(`status.withdrawal.${option}`) : t('history.all')}
          </button>
        ))}
      </div>
      {report.isPending && <Spinner />}
      {report.isError && <p className="field__error">{t('history.error')}</p>}
      {report.isSuccess && rows.length === 0 && <EmptyState text={t('withdraw.historyEmpty')} />}
      {rows.length > 0 && (
        <ul className="money-list" aria-label={t('withdraw.historyList')}>
          {rows.map((row) => {
            const remark = remarkText(t, row.remarkDetail, row.remark);
            return (
              <li key={row.id} className="money-row">
                <span className="money-row__title">{row.bankName}</span>
                <span className="money-row__amount money-row__amount--out">
                  {formatMoney(row.amount, row.currency, symbol)}
                </span>
                <span className="money-row__meta">
                  {row.accountNumberMasked} · {formatDateTime(row.createdAt, i18n.language)}
                </span>
                <span className="money-row__side">
                  <StatusBadge kind="withdrawal" status={row.status} />
                </span>
                {remark && (
                  <p
                    className={
                      row.status === 'rejected' ? 'money-row__note money-row__note--danger' : 'money-row__note'
                    }
                  >
                    {remark}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {report.hasNextPage && (
        <button
          type="button"
          className="button button--ghost money-more"
          disabled={report.isFetchingNextPage}
          onClick={() => void report.fetchNextPage()}
        >
          {t('history.more')}
        </button>
      )}
    </>
  );
}
