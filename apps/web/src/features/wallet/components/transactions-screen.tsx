import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TxCode } from '@palaro/contract/reports';
import { useWallet } from '../../../shared/api/get-wallet';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Spinner } from '../../../shared/ui/spinner';
import { useMemberTransactions } from '../api/get-member-transactions';
import { useTransferVendors } from '../api/get-transfer-vendors';
import { useTxCodes } from '../api/get-tx-codes';
import { lastDays, rangeToQuery, type DayRange } from '../../../shared/lib/date-range';
import { TransactionFilters } from './transaction-filters';
import { TransactionList } from './transaction-list';
import '../../../shared/ui/form/form.css';
import '../../../shared/ui/money/money.css';

/** /m/member/transactions: every entry on the player's wallets (MemberTransaction), by type and date range, paged. */
export default function TransactionsScreen() {
  const { t } = useTranslation('money');
  const codes = useTxCodes();
  const wallet = useWallet().data;
  const vendors = useTransferVendors().data;
  const [txCodes, setTxCodes] = useState<TxCode[]>([]);
  const [range, setRange] = useState<DayRange>(() => lastDays(7));
  const [pageNo, setPageNo] = useState(1);
  const dates = rangeToQuery(range);
  const report = useMemberTransactions({ txCodes, dates, pageNo });
  const vendorNames = useMemo(
    () => new Map((vendors?.vendors ?? []).map((vendor) => [vendor.vendor, vendor.name])),
    [vendors],
  );
  const currency = wallet?.currency ?? 'PHP';
  const symbol = wallet?.currencySymbol ?? '';

  const toggle = (code: TxCode | null) => {
    setPageNo(1);
    if (code === null) setTxCodes([]);
    else
      setTxCodes((current) =>
        current.includes(code) ? current.filter((entry) => entry !== code) : [...current, code],
      );
  };
  const changeRange = (next: DayRange) => {
    setPageNo(1);
    setRange(next);
  };

  const page = dates ? report.data : undefined;
  return (
    <div className="money-page">
      <TransactionFilters
        codes={codes.data ?? []}
        selected={txCodes}
        onToggle={toggle}
        range={range}
        onRange={changeRange}
        rangeInvalid={!dates}
      />
      {dates && report.isLoading && <Spinner />}
      {dates && report.isError && <p className="field__error">{t('history.error')}</p>}
      {page && page.list.length === 0 && <EmptyState text={t('report.empty')} />}
      {page && page.list.length > 0 && (
        <>
          <p className="money-card__note" aria-live="polite">
            {t('report.count', { total: String(page.total) })}
          </p>
          <TransactionList
            rows={page.list}
            codes={codes.data}
            vendorNames={vendorNames}
            currency={currency}
            symbol={symbol}
          />
          <nav className="pager" aria-label={t('report.pages')}>
            <button
              type="button"
              className="button button--ghost button--small"
              disabled={pageNo <= 1 || report.isFetching}
              onClick={() => setPageNo((current) => current - 1)}
            >
              {t('report.previous')}
            </button>
            <span className="pager__label">
              {t('report.page', { page: String(page.pageNum), pages: String(page.totalPages) })}
            </span>
            <button
              type="button"
              className="button button--ghost button--small"
              disabled={page.pageNum >= page.totalPages || report.isFetching}
              onClick={() => setPageNo((current) => current + 1)}
            >
              {t('report.next')}
            </button>
          </nav>
        </>
      )}
    </div>
  );
}
