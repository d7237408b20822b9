import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@palaro/contract/api-paths';
import { hasWithdrawalPasswordSchema } from '@palaro/contract/withdrawals';
import { apiGet } from '../../../shared/lib/api-client';
import { useSession } from '../../../shared/lib/session/session-store';

export function getHasWithdrawalPasswordQueryOptions(token: string | undefined) {
  return queryOptions({
    queryKey: ['security', 'has-withdrawal-password', token],
    queryFn: ({ signal }) => apiGet(API.hasWithdrawalPassword, hasWithdrawalPasswordSchema, undefined, signal),
    enabled: Boolean(token),
  });
}

/** GET /wps/member/hasWithdrawalPassword. */
export function useHasWithdrawalPassword() {
  return useQuery(getHasWithdrawalPasswordQueryOptions(useSession()?.token));
}
