import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { API } from '@palaro/contract/api-paths';
import { MEMBER_TYPE, TIMING } from '@palaro/contract/constants';
import { apiGet } from '../../lib/api-client';
import { useLocallyRead } from '../../lib/announcements/read-store';
import { useReaderKey } from '../../lib/announcements/reader-key';
import { int } from '../../lib/valibot-rules';
import { useSession } from '../../lib/session/session-store';
import { throttleCall } from '../../lib/throttle-call';
import { useAnnouncements } from '../announcements/get-announcements';
import { useSystemStatus } from '../get-system-status';

// The unread counts of the common store (SPEC 3): inbox, live chat and announcements. The inbox and chat counts go to
// the server at most once per 250 ms (SPEC 7.3, 7.7, 9) however many badges ask, and never show an alert.

const countSchema = v.object({ count: int() });

const inboxUnread = throttleCall(() => apiGet(API.inboxUnread, countSchema), TIMING.unreadThrottleMs);
const chatUnread = throttleCall(() => apiGet(API.chatUnread, countSchema), TIMING.unreadThrottleMs);

export const UNREAD_KEYS = { inbox: ['unread', 'inbox'], chat: ['unread', 'chat'] } as const;

/** The player's unread inbox messages; 0 without a real (non-trial) session, which has no inbox. */
export function useInboxUnread(): number {
  const session = useSession();
  const allowed = Boolean(session) && session?.type !== MEMBER_TYPE.TRIAL;
  const query = useQuery({
    queryKey: [...UNREAD_KEYS.inbox, session?.userName],
    queryFn: inboxUnread,
    enabled: allowed,
    staleTime: 10_000,
  });
  return allowed ? (query.data?.count ?? 0) : 0;
}

/** Unread live-chat messages: asked only when CBS3 is on and the session is not a trial one (SPEC 4). */
export function useChatUnread(): number {
  const session = useSession();
  const cbs3 = useSystemStatus().data?.info.whitelabel.flags.CBS3 === true;
  const allowed = cbs3 && Boolean(session) && session?.type !== MEMBER_TYPE.TRIAL;
  const query = useQuery({
    queryKey: [...UNREAD_KEYS.chat, session?.userName],
    queryFn: chatUnread,
    enabled: allowed,
    staleTime: 10_000,
  });
  return allowed ? (query.data?.count ?? 0) : 0;
}

/** The player's notices not read yet, by the server's record or this device's (SPEC 4 "Announcement read"). */
export function useAnnouncementsUnread(): number {
  const session = useSession();
  const list = useAnnouncements().data?.player ?? [];
  const locallyRead = useLocallyRead(useReaderKey());
  if (!session) return 0;
  return list.filter((notice) => !notice.read && !locallyRead.includes(notice.id)).length;
}
