import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEPOSIT_STATUSES, type DepositStatus } from '@palaro/contract/payments';
import { formatDateTime } from '../../../shared/lib/money/format-date';
import { formatMoney } from '../../../shared/lib/money/format-money';
import { remarkText } from '../../../shared/lib/money/remark-text';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Spinner } from '../../../shared/ui/spinner';
import { StatusBadge } from '../../../shared/ui/money/status-badge';
import { useDepositReport } from '../api/get-deposit-report';

/** The player's deposits with their statuses, filterable by status, a page at a time. */
export function DepositHistory({ symbol }: { symbol: string }) {
  const { t, i18n } = useTranslation('money');
  const [status, setStatus] = useState<DepositStatus | undefined>(undefined);
  const report = useDepositReport(status);
  const rows = report.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <>
      <div className="filter-chips" role="group" aria-label={t('history.filter')}>
        {[undefined, ...DEPOSIT_STATUSES].map((option) => (
          <button
            key={option ?? 'all'}
            type="button"
            className="filter-chip"
            aria-pressed={status === option}
            onClick={() => setStatus(option)}
          >
            {option ? t(`status.deposit.${option}`) : t('history.all')}
          </button>
        ))}
      </div>
      {report.isPending && <Spinner />}
      {report.isError && <p className="field__error">{t('history.error')}</p>}
      {report.isSuccess && rows.length === 0 && <EmptyState text={t('deposit.historyEmpty')} />}
      {rows.length > 0 && (
        <ul className="money-list" aria-label={t('deposit.historyList')}>
          {rows.map((row) => {
            const remark = remarkText(t, row.remarkDetail, row.remark);
            return (
              <li key={row.id} className="money-row">
                <span className="money-row__title">{row.methodName}</span>
                <span className="money-row__amount money-row__amount--in">
                  {formatMoney(row.amount, row.currency, symbol)}
                </span>
                <span className="money-row__meta">{formatDateTime(row.createdAt, i18n.language)}</span>
                <span className="money-row__side">
                  <StatusBadge kind="deposit" status={row.status} />
                </span>
                {(row.bankAccount || row.transferReference) && (
                  <p className="money-row__note">
                    {[
                      row.bankAccount,
                      row.transferReference && t('deposit.refShort', { reference: row.transferReference }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                )}
                {remark && (
                  <p
                    className={row.status === 'success' ? 'money-row__note' : 'money-row__note money-row__note--danger'}
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
