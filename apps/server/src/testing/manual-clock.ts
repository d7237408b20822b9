import type { Clock } from '../security/clock';

/** A clock that stands still until a test moves it. */
export function manualClock(start: number = Date.now()): { now: Clock; advance: (ms: number) => void } {
  let current = start;
  return {
    now: () => current,
    advance: (ms) => {
      current += ms;
    },
  };
}
