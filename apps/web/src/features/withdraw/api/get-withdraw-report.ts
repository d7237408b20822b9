import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { API } from '@palaro/contract/api-paths';
import { withdrawReportSchema, type WithdrawalStatus } from '@palaro/contract/withdrawals';
import { apiGet } from '../../../shared/lib/api-client';
import { useSession } from '../../../shared/lib/session/session-store';

const PAGE_SIZE = 10;
/** While any shown row is pending, the history asks again this often (an operator or a gateway decides it). */
const PENDING_POLL_MS = 15_000;

export function getWithdrawReportQueryOptions(token: string | undefined, status: WithdrawalStatus | undefined) {
  return infiniteQueryOptions({
    queryKey: ['withdraw', 'report', token, status ?? 'all'],
    queryFn: ({ pageParam, signal }) =>
      apiGet(
        API.withdrawTransactionReport,
        withdrawReportSchema,
        { pageNo: pageParam, pageSize: PAGE_SIZE, status },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    enabled: Boolean(token),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.list.some((row) => row.status === 'pending'))
        ? PENDING_POLL_MS
        : false,
  });
}

/** GET /wps/transaction/WithdrawTransactionReport: the player's withdrawals, newest first. */
export function useWithdrawReport(status: WithdrawalStatus | undefined) {
  return useInfiniteQuery(getWithdrawReportQueryOptions(useSession()?.token, status));
}
