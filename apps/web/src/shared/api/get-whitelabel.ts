import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@palaro/contract/api-paths';
import { whitelabelResponseSchema } from './schemas/account-schemas';
import { apiGet } from '../lib/api-client';

export function getWhitelabelQueryOptions() {
  return queryOptions({
    queryKey: ['system', 'whitelabel'],
    queryFn: () => apiGet(API.whitelabel, whitelabelResponseSchema),
    staleTime: 5 * 60_000,
  });
}

/** The switches plus which identity providers are configured (social buttons). */
export function useWhitelabel() {
  return useQuery(getWhitelabelQueryOptions());
}
