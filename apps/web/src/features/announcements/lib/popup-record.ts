import type { Announcement, AnnouncementSegment } from '@palaro/contract/announcements';
import { readItem, writeItem } from '../../../shared/lib/storage';

// SPEC 3 "Popup storage record per user key" and SPEC 4 "Announcement popup": which popups this visitor has seen,
// whether it closed them, and until when "do not show today" holds.

export type PopupRecord = { data: string[]; show: boolean; todayHideTime: number | null };

const EMPTY: PopupRecord = { data: [], show: true, todayHideTime: null };
const storageKey = (user: string) => `MC_POPUP:${user}`;

/** The hash kept per popup: of its title plus its content (FNV-1a, 32 bits, hex), so an edited popup is new. */
export function popupHash(popup: Pick<Announcement, 'title' | 'content'>): string {
  let hash = 0x811c9dc5;
  for (const char of popup.title + popup.content) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The visitor's segments: A a logged-in player (F too at a first log-in), B a guest (SPEC 4). */
export function segmentsOf(session: { firstTimeLogin: boolean } | null): AnnouncementSegment[] {
  if (!session) return ['B'];
  return session.firstTimeLogin ? ['A', 'F'] : ['A'];
}

/** The popups for these segments, in the server's order. */
export function popupsFor(popups: readonly Announcement[], segments: readonly AnnouncementSegment[]): Announcement[] {
  return popups.filter((popup) => popup.execution.some((segment) => segments.includes(segment)));
}

/** The next local midnight after `now`: "do not show today" lasts until then. */
export function nextLocalMidnight(now: number): number {
  const midnight = new Date(now);
  midnight.setHours(24, 0, 0, 0);
  return midnight.getTime();
}

/**
 * Whether the popup opens: there are popups, and one of them is new to this visitor, or it was closed without
 * "do not show today" on an earlier visit, or that day has passed.
 */
export function shouldShowPopup(
  popups: readonly Announcement[],
  record: PopupRecord,
  now: number,
  closedThisVisit: boolean,
): boolean {
  if (popups.length === 0) return false;
  if (popups.some((popup) => !record.data.includes(popupHash(popup)))) return true;
  if (closedThisVisit) return false;
  return record.todayHideTime === null || now >= record.todayHideTime;
}

/** The record after closing: every shown popup seen, closed, and hidden until midnight when the box was ticked. */
export function closedRecord(popups: readonly Announcement[], hideToday: boolean, now: number): PopupRecord {
  return { data: popups.map(popupHash), show: false, todayHideTime: hideToday ? nextLocalMidnight(now) : null };
}

export function readPopupRecord(user: string): PopupRecord {
  try {
    const stored = JSON.parse(readItem('local', storageKey(user)) ?? 'null') as Partial<PopupRecord> | null;
    if (!stored || !Array.isArray(stored.data)) return EMPTY;
    return {
      data: stored.data.filter((hash): hash is string => typeof hash === 'string'),
      show: stored.show !== false,
      todayHideTime: typeof stored.todayHideTime === 'number' ? stored.todayHideTime : null,
    };
  } catch {
    return EMPTY;
  }
}

export function writePopupRecord(user: string, record: PopupRecord): void {
  writeItem('local', storageKey(user), JSON.stringify(record));
}
