import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@palaro/contract/api-paths';
import { securityConfigSchema } from '@palaro/contract/security-questions';
import { apiGet } from '../../../shared/lib/api-client';

export function getSecurityConfigQueryOptions() {
  return queryOptions({
    queryKey: ['security', 'config'],
    queryFn: ({ signal }) => apiGet(API.securityConfig, securityConfigSchema, undefined, signal),
    staleTime: 5 * 60_000,
  });
}

/** GET /wps/member/securityConfig: how many questions the merchant asks for, and what the answers can reset. */
export function useSecurityConfig() {
  return useQuery(getSecurityConfigQueryOptions());
}
