import type { KeyValueStore } from './key-value-store';

type Entry = { value: string; expiresAt: number };

const SWEEP_EVERY_MS = 60_000;

/** In-process store for a single instance. */
export function createMemoryStore(now: () => number = Date.now): KeyValueStore {
  const entries = new Map<string, Entry>();
  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const sweep = setInterval(() => {
    for (const key of entries.keys()) live(key);
  }, SWEEP_EVERY_MS);
  sweep.unref();

  return {
    backend: 'memory',
    async setIfAbsent(key, value, ttlMs) {
      if (live(key)) return false;
      entries.set(key, { value, expiresAt: now() + ttlMs });
      return true;
    },
    async get(key) {
      return live(key)?.value;
    },
    async incr(key, ttlMs) {
      const entry = live(key);
      const next = (entry ? Number(entry.value) : 0) + 1;
      entries.set(key, { value: String(next), expiresAt: entry?.expiresAt ?? now() + ttlMs });
      return next;
    },
    async close() {
      clearInterval(sweep);
      entries.clear();
    },
  };
}
