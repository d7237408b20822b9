import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@palaro/contract/api-paths';
import { memberInfoSchema } from './schemas/account-schemas';
import { apiGet } from '../lib/api-client';
import { useSession } from '../lib/session/session-store';

export function getMemberInfoQueryOptions(token: string | undefined) {
  return queryOptions({
    queryKey: ['member', 'info', token],
    queryFn: () => apiGet(API.memberInfo, memberInfoSchema),
    enabled: Boolean(token),
    staleTime: 60_000,
  });
}

/** GET /wps/member/info for the session held (SPEC 3 "Member info"); idle without one. */
export function useMemberInfo() {
  return useQuery(getMemberInfoQueryOptions(useSession()?.token));
}
