import type { Hits } from '../types';

/** `count` winning tickets at the one level `hit`, or none. */
export function hit(won: boolean, count = 1): Hits {
  return won && count > 0 ? { hit: count } : {};
}
