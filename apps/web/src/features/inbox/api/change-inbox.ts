import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@palaro/contract/api-paths';
import { inboxChangedSchema } from '@palaro/contract/inbox';
import { UNREAD_KEYS } from '../../../shared/api/unread/unread-counts';
import { apiPost } from '../../../shared/lib/api-client';
import { INBOX_KEY } from './inbox-queries';

export type InboxChange = { ids: readonly string[]; action: 'read' | 'unread' | 'delete' };

function send({ ids, action }: InboxChange) {
  return action === 'delete'
    ? apiPost(API.inboxDelete, inboxChangedSchema, { ids })
    : apiPost(API.inboxRead, inboxChangedSchema, { ids, read: action === 'read' });
}

/** Marks messages read or unread, or deletes them; the list and the unread badge reload afterwards. */
export function useChangeInbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: INBOX_KEY }),
        queryClient.invalidateQueries({ queryKey: UNREAD_KEYS.inbox }),
      ]),
  });
}
