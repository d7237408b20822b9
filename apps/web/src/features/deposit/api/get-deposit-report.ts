import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { API } from '@palaro/contract/api-paths';
import { depositReportSchema, type DepositStatus } from '@palaro/contract/payments';
import { apiGet } from '../../../shared/lib/api-client';
import { useSession } from '../../../shared/lib/session/session-store';

const PAGE_SIZE = 10;
/** While any shown row is pending, the history asks again this often (an operator or a gateway decides it). */
const PENDING_POLL_MS = 15_000;

export function getDepositReportQueryOptions(token: string | undefined, status: DepositStatus | undefined) {
  return infiniteQueryOptions({
    queryKey: ['deposit', 'report', token, status ?? 'all'],
    queryFn: ({ pageParam, signal }) =>
      apiGet(API.depositReport, depositReportSchema, { pageNo: pageParam, pageSize: PAGE_SIZE, status }, signal),
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

/** GET /wps/deposit/report: the player's deposits, newest first, a page at a time. */
export function useDepositReport(status: DepositStatus | undefined) {
  return useInfiniteQuery(getDepositReportQueryOptions(useSession()?.token, status));
}
