import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@palaro/contract/api-paths';
import { withdrawInfoSchema } from '@palaro/contract/withdrawals';
import { apiGet } from '../../../shared/lib/api-client';
import { useSession } from '../../../shared/lib/session/session-store';

export function getWithdrawInfoQueryOptions(token: string | undefined) {
  return queryOptions({
    queryKey: ['withdraw', 'info', token],
    queryFn: ({ signal }) => apiGet(API.withdrawInfo, withdrawInfoSchema, undefined, signal),
    enabled: Boolean(token),
  });
}

/** GET /wps/transaction/withdraw/info: withdrawable balance, limits, the hold, the password flag and the bank cards. */
export function useWithdrawInfo() {
  return useQuery(getWithdrawInfoQueryOptions(useSession()?.token));
}
