import { setTimeout as sleep } from 'node:timers/promises';
import type { Clock } from '../../security/clock';
import type { AttemptRule, AttemptsRepository, CounterKey, CounterRow } from './repository';

/** A counter to take an attempt on: a rule, and whose attempts it counts (a user name, an IP, an account id, ...). */
export type Check = { rule: AttemptRule & { captchaAfter?: number }; subject: string };

/** One attempt, taken on its counters before its secret is checked. */
export type Attempt = {
  /** Above 0 when a counter is locked: the attempt is refused (nothing was taken); nothing may be checked. */
  refusedForMs: number;
  /** A counter has seen more failures and attempts in flight than its rule allows without a captcha. */
  captchaNeeded: boolean;
  readonly checks: readonly Check[];
};

/** An attempt not answered within this time belongs to a process that died: it stops counting. */
const FLIGHT_MS = 30_000;
/** How long an attempt waits for attempts in flight to be answered before it is refused as if locked. */
const BUSY_WAIT_MS = 15_000;
const FIRST_PAUSE_MS = 20;
const LONGEST_PAUSE_MS = 250;

const keyOf = (check: Check): CounterKey => ({ scope: check.rule.scope, subject: check.subject });
const ruleOf = (checks: readonly Check[], row: CounterRow) =>
  checks.find((check) => check.rule.scope === row.scope && check.subject === row.subject)?.rule;

/**
 * Guesses at a secret, counted before the secret is checked. take() first, then exactly one of failed() (a wrong
 * secret), succeeded() (the right one) or giveBack() (nothing was checked). A counter lets an attempt through only
 * while its failures plus the attempts in flight stay under its limit; an attempt that finds it full waits for those
 * to be answered. So however many guesses arrive at once, at most a rule's limit of them are checked, and a right
 * secret is never refused because others were checked beside it.
 */
export function createAttempts(repository: AttemptsRepository, clock: Clock) {
  async function take(checks: readonly Check[]): Promise<Attempt> {
    const started = performance.now();
    for (let pause = FIRST_PAUSE_MS; ; pause = Math.min(pause * 1.5, LONGEST_PAUSE_MS)) {
      const now = clock();
      const rows = await repository.take(
        new Date(now),
        FLIGHT_MS,
        checks.map((check) => ({ ...keyOf(check), rule: check.rule })),
      );
      const taken = rows.filter((row) => row.last_take === 'taken');
      if (taken.length === rows.length) {
        const captchaNeeded = rows.some((row) => {
          const after = ruleOf(checks, row)?.captchaAfter;
          return after !== undefined && row.failures + row.in_flight > after;
        });
        return { refusedForMs: 0, captchaNeeded, checks };
      }
      // an attempt refused on one counter checks nothing, so it counts on none
      await repository.giveBack(taken);
      const locked = rows.filter((row) => row.last_take === 'locked');
      if (locked.length > 0) {
        return {
          refusedForMs: Math.max(1, ...locked.map((row) => (row.locked_until?.getTime() ?? now) - now)),
          captchaNeeded: false,
          checks,
        };
      }
      if (performance.now() - started >= BUSY_WAIT_MS)
        return { refusedForMs: BUSY_WAIT_MS, captchaNeeded: false, checks };
      await sleep(pause);
    }
  }

  /** A wrong secret: answers what the next attempt meets, the lock this one started (0 when none) and a captcha. */
  async function failed(attempt: Attempt): Promise<{ lockedForMs: number; captchaNext: boolean }> {
    const now = clock();
    const rows = await repository.failed(new Date(now), attempt.checks.map(keyOf));
    const locking = rows.filter((row) => row.locked_until !== null && row.locked_until.getTime() > now);
    return {
      lockedForMs:
        locking.length > 0 ? Math.max(...locking.map((row) => (row.locked_until?.getTime() ?? now) - now)) : 0,
      captchaNext: rows.some((row) => {
        const after = ruleOf(attempt.checks, row)?.captchaAfter;
        return after !== undefined && row.failures >= after;
      }),
    };
  }

  /** The attempt checked nothing (a missing or wrong captcha, say): it does not count. */
  async function giveBack(attempt: Attempt): Promise<void> {
    await repository.giveBack(attempt.checks.map(keyOf));
  }

  /** The right secret: the counters of `clear` start again, the others give this attempt back. */
  async function succeeded(attempt: Attempt, clear: (rule: AttemptRule) => boolean): Promise<void> {
    await repository.clear(new Date(clock()), attempt.checks.filter((check) => clear(check.rule)).map(keyOf));
    await repository.giveBack(attempt.checks.filter((check) => !clear(check.rule)).map(keyOf));
  }

  /**
   * One guess at a secret, counted on `checks`: refused with `locked(retryAfterMs)` while a counter is locked;
   * `prove` answers null for the right secret (every counter starts again) or the refusal to throw (a failure). A
   * `prove` that throws checked nothing, so its attempt is given back.
   */
  async function prove(
    checks: readonly Check[],
    locked: (retryAfterMs: number) => Error,
    check: () => Promise<Error | null>,
  ): Promise<void> {
    const attempt = await take(checks);
    if (attempt.refusedForMs > 0) throw locked(attempt.refusedForMs);
    let refusal: Error | null;
    try {
      refusal = await check();
    } catch (error) {
      await giveBack(attempt);
      throw error;
    }
    if (refusal) {
      await failed(attempt);
      throw refusal;
    }
    await succeeded(attempt, () => true);
  }

  return { take, failed, giveBack, succeeded, prove };
}

export type Attempts = ReturnType<typeof createAttempts>;
