import { normalizeIP } from '@fastify/rate-limit';

/** Past this many clients in one window the counts start over, so a flood of addresses cannot fill memory. */
const MAX_CLIENTS_PER_WINDOW = 200_000;

/**
 * Calls per client in fixed windows aligned to the clock (one map per window, dropped whole when the window ends):
 * no timers, no objects per call, and nothing to sweep. A burst across a window boundary can reach twice the limit,
 * as with the rate-limit plugin's own per-client windows.
 */
export function createWindowCounter(windowMs: number, now: () => number = Date.now) {
  let windowEnd = 0;
  let counts = new Map<string, number>();
  return {
    /** Counts a call of `ip` and answers its calls so far in the current window. */
    hit(ip: string): number {
      const at = now();
      if (at >= windowEnd) {
        windowEnd = (Math.floor(at / windowMs) + 1) * windowMs;
        counts = new Map();
      } else if (counts.size >= MAX_CLIENTS_PER_WINDOW) {
        counts = new Map();
      }
      const key = clientKey(ip);
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      return count;
    },
    /** Whole seconds until the current window ends (at least 1 while it lasts). */
    resetInSeconds(): number {
      return Math.ceil((windowEnd - now()) / 1000);
    },
  };
}

/** The rate-limit plugin's client key: an IPv6 client counts by its /64 (it may hold many addresses), IPv4 as is. */
export function clientKey(ip: string): string {
  return ip.includes(':') ? normalizeIP(ip) : ip.toLowerCase();
}
