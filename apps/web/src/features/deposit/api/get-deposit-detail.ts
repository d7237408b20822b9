import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@palaro/contract/api-paths';
import { depositSchema } from '@palaro/contract/payments';
import { apiGet } from '../../../shared/lib/api-client';
import { useSession } from '../../../shared/lib/session/session-store';

/** How long the result screen keeps asking while a paid deposit waits for its gateway confirmation. */
const PENDING_POLL_MS = 2000;

export function getDepositDetailQueryOptions(token: string | undefined, id: string) {
  return queryOptions({
    queryKey: ['deposit', 'detail', token, id],
    queryFn: ({ signal }) => apiGet(API.depositDetail, depositSchema, { id }, signal),
    enabled: Boolean(token) && /^\d{1,19}$/.test(id),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_POLL_MS : false),
  });
}

/** GET /wps/deposit/detail: one deposit of the player, polled while it is still pending. */
export function useDepositDetail(id: string) {
  return useQuery(getDepositDetailQueryOptions(useSession()?.token, id));
}
