import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@palaro/contract/api-paths';
import { memberTransactionPageSchema, type TxCode } from '@palaro/contract/reports';
import { apiGet } from '../../../shared/lib/api-client';
import { useSession } from '../../../shared/lib/session/session-store';

export const TRANSACTIONS_PAGE_SIZE = 15;

/** `dates` null: the range on screen is invalid, so nothing is asked. */
export type TransactionFilter = {
  txCodes: readonly TxCode[];
  dates: { from: string; to: string } | null;
  pageNo: number;
};

export function getMemberTransactionsQueryOptions(token: string | undefined, filter: TransactionFilter) {
  const query = {
    pageNo: filter.pageNo,
    pageSize: TRANSACTIONS_PAGE_SIZE,
    txCodes: filter.txCodes.length > 0 ? filter.txCodes.join(',') : undefined,
    from: filter.dates?.from,
    to: filter.dates?.to,
  };
  return queryOptions({
    queryKey: ['transactions', 'list', token, query],
    queryFn: ({ signal }) => apiGet(API.memberTransaction, memberTransactionPageSchema, query, signal),
    enabled: Boolean(token) && filter.dates !== null,
    placeholderData: keepPreviousData,
  });
}

/** GET /wps/transaction/MemberTransaction: every entry on the player's wallets, filtered by type and dates, paged. */
export function useMemberTransactions(filter: TransactionFilter) {
  return useQuery(getMemberTransactionsQueryOptions(useSession()?.token, filter));
}
