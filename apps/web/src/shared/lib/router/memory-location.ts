import { memoryLocation } from 'wouter/memory-location';
import type { BaseLocationHook } from 'wouter';
import { readEntry, type HistoryControls } from './entry-state';

type Entry = { path: string; state: unknown };

/** wouter's in-memory location (tests), plus the entry stack it lacks so `go(-1)` works as in a browser. */
export function createMemoryLocation(initialPath: string): {
  hook: BaseLocationHook;
  searchHook: () => string;
  controls: HistoryControls;
} {
  const memory = memoryLocation({ path: initialPath });
  const entries: Entry[] = [{ path: initialPath, state: null }];
  let position = 0;
  const navigate = (to: string, options: { replace?: boolean; state?: unknown } = {}) => {
    const entry = { path: to, state: options.state ?? null };
    if (options.replace) entries[position] = entry;
    else {
      entries.splice(position + 1, entries.length, entry);
      position += 1;
    }
    memory.navigate(to, { replace: true, state: entry.state });
  };
  const hook: BaseLocationHook = () => [memory.hook()[0], navigate];
  const controls: HistoryControls = {
    current: () => readEntry(memory.state),
    go: (delta) => {
      position = Math.min(Math.max(position + delta, 0), entries.length - 1);
      const entry = entries[position] as Entry;
      memory.navigate(entry.path, { replace: true, state: entry.state });
    },
  };
  return { hook, searchHook: memory.searchHook, controls };
}
