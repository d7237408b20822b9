import { LOGIN_LIMITS } from '@palaro/contract';
import type { Clock } from '../../security/clock';
import type { FailureRow, FailureScope, LoginFailuresRepository } from './repository-login-failures';

/** What the counters say before a password is checked. */
export type Gate = { lockedForMs: number; captchaNeeded: boolean };

const LOCK_AT: Record<FailureScope, number> = {
  account: LOGIN_LIMITS.lockAfterFailures,
  ip: LOGIN_LIMITS.ipLockAfterFailures,
};

function gateOf(row: FailureRow | undefined, now: number): Gate {
  if (!row) return { lockedForMs: 0, captchaNeeded: false };
  const lockedUntil = row.locked_until?.getTime();
  if (lockedUntil !== undefined) {
    // after a lock the count starts again
    return lockedUntil > now ? { lockedForMs: lockedUntil - now, captchaNeeded: true } : { lockedForMs: 0, captchaNeeded: false };
  }
  const fresh = row.window_start.getTime() > now - LOGIN_LIMITS.failureWindowMs;
  return { lockedForMs: 0, captchaNeeded: fresh && row.failures >= LOGIN_LIMITS.captchaAfterFailures };
}

function combine(a: Gate, b: Gate): Gate {
  return { lockedForMs: Math.max(a.lockedForMs, b.lockedForMs), captchaNeeded: a.captchaNeeded || b.captchaNeeded };
}

/**
 * Brute-force counters per username and per client IP. Usernames are counted whether or not an
 * account exists, so the answers never tell the two apart.
 */
export function createLoginGuard(repository: LoginFailuresRepository, clock: Clock) {
  return {
    async check(username: string, ip: string): Promise<Gate> {
      const now = clock();
      const [account, address] = await Promise.all([repository.read('account', username), repository.read('ip', ip)]);
      return combine(gateOf(account, now), gateOf(address, now));
    },

    /** Counts a failed attempt; answers the gate the next attempt will meet. */
    async fail(username: string, ip: string): Promise<Gate> {
      const now = clock();
      const add = (scope: FailureScope, subject: string) =>
        repository.add(
          scope,
          subject,
          new Date(now),
          new Date(now - LOGIN_LIMITS.failureWindowMs),
          LOCK_AT[scope],
          new Date(now + LOGIN_LIMITS.lockMs),
        );
      const account = await add('account', username);
      const address = await add('ip', ip);
      // housekeeping now and then, so no scheduler is needed
      if (Math.random() < 0.01) await repository.purge(new Date(now - LOGIN_LIMITS.failureWindowMs), new Date(now));
      return combine(gateOf(account, now), gateOf(address, now));
    },

    /** A right password clears the username's count; the IP's count stays, so one good account cannot reset it. */
    succeed(username: string): Promise<void> {
      return repository.clear('account', username);
    },
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;
