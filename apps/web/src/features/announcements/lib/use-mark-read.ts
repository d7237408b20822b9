import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { TIMING } from '@palaro/contract/constants';
import { markAnnouncementRead } from '../../../shared/api/announcements/mark-announcement-read';
import { useSession } from '../../../shared/lib/session/session-store';
import { useReadStore } from '../../../shared/lib/announcements/read-store';
import { useReaderKey } from '../../../shared/lib/announcements/reader-key';

export { useReaderKey };

// SPEC 7.3: mark-as-read calls go out at most once per 150 ms, one announcement each; the lists reload after each.
const waiting: string[] = [];
let pumping = false;

function pump(queryClient: QueryClient): void {
  const id = waiting.shift();
  if (id === undefined) {
    pumping = false;
    return;
  }
  pumping = true;
  markAnnouncementRead(id)
    .catch(() => undefined) // the local mark stands; the server hears of it on a later read
    .finally(() => void queryClient.invalidateQueries({ queryKey: ['announcements'] }));
  setTimeout(() => pump(queryClient), TIMING.markReadThrottleMs);
}

/** SPEC 4 "Announcement read": marked read locally, then sent to the server (a player's), then the lists reload. */
export function useMarkRead(): (id: string) => void {
  const queryClient = useQueryClient();
  const session = useSession();
  const reader = useReaderKey();
  const markLocally = useReadStore((state) => state.markRead);
  return useCallback(
    (id: string) => {
      markLocally(reader, id);
      if (!session || waiting.includes(id)) return;
      waiting.push(id);
      if (!pumping) pump(queryClient);
    },
    [markLocally, reader, session, queryClient],
  );
}
