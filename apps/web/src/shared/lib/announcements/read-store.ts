import { create } from 'zustand';
import { STORAGE_KEYS } from '@palaro/contract/constants';
import { readItem, writeItem } from '../storage';

// SPEC 4 "Announcement read": marked read here first, so the list changes at once and a guest's reads are kept too;
// the server hears of a player's afterwards (use-mark-read.ts).

const storageKey = (user: string) => `${STORAGE_KEYS.announcementsRead}:${user}`;

function load(user: string): string[] {
  try {
    const ids: unknown = JSON.parse(readItem('local', storageKey(user)) ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

type ReadState = { byUser: Record<string, readonly string[]>; markRead: (user: string, id: string) => void };

export const useReadStore = create<ReadState>((set, get) => ({
  byUser: {},
  markRead: (user, id) => {
    const current = get().byUser[user] ?? load(user);
    if (current.includes(id)) return;
    // the newest few hundred are enough: announcements end, and the key should not grow without bound
    const next = [...current, id].slice(-300);
    writeItem('local', storageKey(user), JSON.stringify(next));
    set((state) => ({ byUser: { ...state.byUser, [user]: next } }));
  },
}));

/** The ids this user has read on this device. */
export function useLocallyRead(user: string): readonly string[] {
  return useReadStore((state) => state.byUser[user]) ?? load(user);
}
