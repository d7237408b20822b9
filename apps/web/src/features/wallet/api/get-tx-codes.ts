import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@palaro/contract/api-paths';
import { txCodeListSchema } from '@palaro/contract/reports';
import { apiGet } from '../../../shared/lib/api-client';

export function getTxCodesQueryOptions() {
  return queryOptions({
    queryKey: ['transactions', 'codes'],
    queryFn: ({ signal }) => apiGet(API.txCodeList, txCodeListSchema, undefined, signal),
    staleTime: 10 * 60_000,
  });
}

/** GET /wps/transaction/TxCodeList: the transaction types the report filters by. */
export function useTxCodes() {
  return useQuery(getTxCodesQueryOptions());
}
