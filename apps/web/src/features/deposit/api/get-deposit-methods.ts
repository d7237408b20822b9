import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@palaro/contract/api-paths';
import { depositMethodsSchema } from '@palaro/contract/payments';
import { apiGet } from '../../../shared/lib/api-client';
import { useSession } from '../../../shared/lib/session/session-store';

export function getDepositMethodsQueryOptions(token: string | undefined) {
  return queryOptions({
    queryKey: ['deposit', 'methods', token],
    queryFn: ({ signal }) => apiGet(API.depositMethods, depositMethodsSchema, undefined, signal),
    enabled: Boolean(token),
    staleTime: 60_000,
  });
}

/** GET /wps/deposit/methods: the merchant's payment methods, and whether this member may deposit at all (SPEC 5). */
export function useDepositMethods() {
  return useQuery(getDepositMethodsQueryOptions(useSession()?.token));
}
