import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { API } from '@palaro/contract/api-paths';
import { inboxPageSchema } from '@palaro/contract/inbox';
import { apiGet } from '../../../shared/lib/api-client';
import { currentLanguage } from '../../../shared/lib/i18n/i18n';
import { useSession } from '../../../shared/lib/session/session-store';

const PAGE_SIZE = 20;

export const INBOX_KEY = ['inbox'] as const;

export function getInboxQueryOptions(token: string | undefined, unreadOnly: boolean) {
  return infiniteQueryOptions({
    queryKey: [...INBOX_KEY, token, currentLanguage(), unreadOnly ? 'unread' : 'all'],
    queryFn: ({ pageParam, signal }) =>
      apiGet(
        API.inbox,
        inboxPageSchema,
        { pageNo: pageParam, pageSize: PAGE_SIZE, ...(unreadOnly ? { unread: '1' } : {}) },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    enabled: Boolean(token),
    staleTime: 0,
  });
}

/** GET /wps/inbox: the player's messages, newest first (every page loaded so far). */
export function useInbox(unreadOnly: boolean) {
  return useInfiniteQuery(getInboxQueryOptions(useSession()?.token, unreadOnly));
}
