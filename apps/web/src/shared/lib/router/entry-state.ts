import { createContext, useContext } from 'react';

// Each history entry carries its position (`idx`) so "back" knows whether there is a page of ours behind it.
export type EntryState = { idx: number; key: string; usr: unknown };

export const FIRST_ENTRY: EntryState = { idx: 0, key: 'default', usr: null };

export function readEntry(raw: unknown): EntryState {
  if (typeof raw !== 'object' || raw === null) return FIRST_ENTRY;
  const entry = raw as Partial<EntryState>;
  if (typeof entry.idx !== 'number' || typeof entry.key !== 'string') return FIRST_ENTRY;
  return { idx: entry.idx, key: entry.key, usr: entry.usr ?? null };
}

let keySeed = 0;
export function nextEntry(current: EntryState, replace: boolean, usr: unknown): EntryState {
  keySeed += 1;
  return {
    idx: replace ? current.idx : current.idx + 1,
    key: `${Date.now().toString(36)}-${keySeed}`,
    usr: usr ?? null,
  };
}

/** What the wouter location hooks do not give: the current entry's state, and stepping through history. */
export type HistoryControls = { current: () => EntryState; go: (delta: number) => void };

export const HistoryControlsContext = createContext<HistoryControls | null>(null);

export function useHistoryControls(): HistoryControls {
  const controls = useContext(HistoryControlsContext);
  if (!controls) throw new Error('Router hooks need a router around them');
  return controls;
}
