import type { Clock } from '../../security/clock';
import type { AttemptRule, AttemptsRepository, CounterKey, CounterRow } from './repository';

/** A counter to take an attempt on: a rule, and whose attempts it counts (a user name, an IP, an account id, ...). */
export type Check = { rule: AttemptRule & { captchaAfter?: number }; subject: string };

/** One attempt, taken on its counters before its secret is checked. */
export type Attempt = {
  /** Above 0 when a counter is locked: the attempt is refused (and already given back); nothing may be checked. */
  refusedForMs: number;
  /** A counter has seen more failures than its rule allows without a captcha. */
  captchaNeeded: boolean;
  readonly checks: readonly (Check & { taken: CounterRow })[];
};

const keyOf = (check: Check): CounterKey => ({ scope: check.rule.scope, subject: check.subject });

/**
 * Guesses at a secret, counted before the secret is checked: take() first, then exactly one of failed() (a wrong
 * secret: the attempt stays counted), succeeded() (the right one) or giveBack() (nothing was checked). However many
 * guesses arrive at once, at most a rule's limit of them are checked.
 */
export function createAttempts(repository: AttemptsRepository, clock: Clock) {
  const refused = (check: Check & { taken: CounterRow }) => check.taken.attempts > check.rule.lockAt;

  return {
    async take(checks: readonly Check[]): Promise<Attempt> {
      const now = clock();
      const rows = await repository.take(new Date(now), checks.map((check) => ({ ...keyOf(check), rule: check.rule })));
      const rowOf = (check: Check) => rows.find((row) => row.scope === check.rule.scope && row.subject === check.subject);
      const taken = checks.map((check) => {
        const row = rowOf(check);
        if (!row) throw new Error(`no attempt counter came back for ${check.rule.scope}`);
        return { ...check, taken: row };
      });
      // housekeeping now and then, so no scheduler is needed
      if (Math.random() < 0.01) await repository.purge(new Date(now));
      const locked = taken.filter(refused);
      if (locked.length > 0) {
        // a refused attempt checks nothing, so it counts nowhere (a locked counter stays locked)
        await repository.giveBack(taken.map(keyOf));
        const refusedForMs = Math.max(...locked.map((check) => (check.taken.locked_until?.getTime() ?? now) - now), 1);
        return { refusedForMs, captchaNeeded: false, checks: taken };
      }
      const captchaNeeded = taken.some((check) => check.rule.captchaAfter !== undefined && check.taken.attempts > check.rule.captchaAfter);
      return { refusedForMs: 0, captchaNeeded, checks: taken };
    },

    /** The attempt checked nothing (a missing or wrong captcha, say): it does not count. */
    giveBack(attempt: Attempt): Promise<void> {
      return repository.giveBack(attempt.checks.map(keyOf));
    },

    /**
     * A wrong secret: the attempt stays counted. Answers what the next attempt meets: the lock this one started (0 when
     * none) and whether it will need a captcha.
     */
    failed(attempt: Attempt): { lockedForMs: number; captchaNext: boolean } {
      const locking = attempt.checks.filter((check) => check.taken.attempts >= check.rule.lockAt);
      return {
        lockedForMs: locking.length > 0 ? Math.max(...locking.map((check) => check.rule.lockMs)) : 0,
        captchaNext: attempt.checks.some((check) => check.rule.captchaAfter !== undefined && check.taken.attempts >= check.rule.captchaAfter),
      };
    },

    /** The right secret: the counters of `clear` start again, the others give this attempt back. */
    async succeeded(attempt: Attempt, clear: (rule: AttemptRule) => boolean): Promise<void> {
      const cleared = attempt.checks.filter((check) => clear(check.rule));
      await repository.clear(cleared.map(keyOf));
      await repository.giveBack(attempt.checks.filter((check) => !clear(check.rule)).map(keyOf));
    },
  };
}

export type Attempts = ReturnType<typeof createAttempts>;
