import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@palaro/contract/api-paths';
import { withdrawBanksSchema } from '@palaro/contract/withdrawals';
import { apiGet } from '../../../shared/lib/api-client';

export function getWithdrawBanksQueryOptions() {
  return queryOptions({
    queryKey: ['withdraw', 'banks'],
    queryFn: ({ signal }) => apiGet(API.withdrawBanks, withdrawBanksSchema, undefined, signal),
    staleTime: 5 * 60_000,
  });
}

/** GET /wps/withdraw/banks: the banks the merchant pays out to. */
export function useWithdrawBanks(enabled: boolean) {
  return useQuery({ ...getWithdrawBanksQueryOptions(), enabled });
}
