import type { Queryable } from '../../db/db';

/** How many guesses a scope allows, how long it then locks, and how long a count lasts from its first guess. */
export type AttemptRule = { scope: string; lockAt: number; lockMs: number; windowMs: number };
export type CounterKey = { scope: string; subject: string };
/** One counter after a take: `attempts` is this take's number (it is refused when over the rule's lockAt). */
export type CounterRow = CounterKey & { attempts: number; locked_until: Date | null };

// rows are locked in key order by every statement that writes several, so two of them never wait for each other in a circle
const LOCK_IN_ORDER = `SELECT c.scope, c.subject FROM attempt_counters c JOIN unnest($2::text[], $3::text[]) AS t (scope, subject)
  ON c.merchant = $1 AND c.scope = t.scope AND c.subject = t.subject ORDER BY c.scope, c.subject FOR UPDATE OF c`;
const keyParams = (merchant: string, counters: CounterKey[]) => [merchant, counters.map((counter) => counter.scope), counters.map((counter) => counter.subject)];

/** The attempt counters (table attempt_counters); every write is one statement, so parallel takes never miss each other. */
export function createAttemptsRepository(db: Queryable, merchant: string) {
  return {
    /**
     * Counts one attempt on each counter, before its secret is checked. A stale count (its window over, not locked) or
     * a finished lock starts again from 1; the take that reaches the rule's limit locks the counter; takes while it is
     * locked are counted too (their number is over the limit, which refuses them). Rows are taken in key order, so two
     * takes of the same counters never wait for each other in a circle.
     */
    async take(now: Date, counters: (CounterKey & { rule: AttemptRule })[]): Promise<CounterRow[]> {
      const { rows } = await db.query<CounterRow>(
        `INSERT INTO attempt_counters AS c (merchant, scope, subject, attempts, window_start, locked_until, lock_at, lock_ms, window_ms)
         SELECT $1, t.scope, t.subject, 1, $2::timestamptz,
                CASE WHEN t.lock_at <= 1 THEN $2::timestamptz + t.lock_ms * interval '1 millisecond' END,
                t.lock_at, t.lock_ms, t.window_ms
           FROM unnest($3::text[], $4::text[], $5::int[], $6::bigint[], $7::bigint[]) AS t (scope, subject, lock_at, lock_ms, window_ms)
          ORDER BY t.scope, t.subject
         ON CONFLICT (merchant, scope, subject) DO UPDATE SET
           attempts = CASE WHEN c.locked_until <= $2 OR (c.locked_until IS NULL AND c.window_start <= $2 - EXCLUDED.window_ms * interval '1 millisecond')
                           THEN 1 ELSE c.attempts + 1 END,
           window_start = CASE WHEN c.locked_until <= $2 OR (c.locked_until IS NULL AND c.window_start <= $2 - EXCLUDED.window_ms * interval '1 millisecond')
                               THEN $2 ELSE c.window_start END,
           locked_until = CASE
             WHEN c.locked_until <= $2 OR (c.locked_until IS NULL AND c.window_start <= $2 - EXCLUDED.window_ms * interval '1 millisecond')
               THEN EXCLUDED.locked_until
             WHEN c.locked_until > $2 THEN c.locked_until
             WHEN c.attempts + 1 >= EXCLUDED.lock_at THEN $2 + EXCLUDED.lock_ms * interval '1 millisecond'
             ELSE NULL END,
           lock_at = EXCLUDED.lock_at, lock_ms = EXCLUDED.lock_ms, window_ms = EXCLUDED.window_ms
         RETURNING scope, subject, attempts, locked_until`,
        [
          merchant,
          now,
          counters.map((counter) => counter.scope),
          counters.map((counter) => counter.subject),
          counters.map((counter) => counter.rule.lockAt),
          counters.map((counter) => counter.rule.lockMs),
          counters.map((counter) => counter.rule.windowMs),
        ],
      );
      return rows;
    },

    /** Gives back one attempt on each counter (it checked nothing); a lock its take started ends with it. */
    async giveBack(counters: CounterKey[]): Promise<void> {
      if (counters.length === 0) return;
      await db.query(
        `WITH mine AS (${LOCK_IN_ORDER})
         UPDATE attempt_counters AS c
            SET attempts = greatest(c.attempts - 1, 0),
                locked_until = CASE WHEN c.attempts - 1 < c.lock_at THEN NULL ELSE c.locked_until END
           FROM mine WHERE c.merchant = $1 AND c.scope = mine.scope AND c.subject = mine.subject`,
        keyParams(merchant, counters),
      );
    },

    /** Forgets the counters (the right secret was given). */
    async clear(counters: CounterKey[]): Promise<void> {
      if (counters.length === 0) return;
      await db.query(
        `WITH mine AS (${LOCK_IN_ORDER})
         DELETE FROM attempt_counters AS c USING mine WHERE c.merchant = $1 AND c.scope = mine.scope AND c.subject = mine.subject`,
        keyParams(merchant, counters),
      );
    },

    /** Forgets counts whose window and lock are both over. */
    async purge(now: Date): Promise<void> {
      await db.query(
        `DELETE FROM attempt_counters
          WHERE merchant = $1 AND window_start < $2::timestamptz - window_ms * interval '1 millisecond'
            AND (locked_until IS NULL OR locked_until < $2::timestamptz)`,
        [merchant, now],
      );
    },
  };
}

export type AttemptsRepository = ReturnType<typeof createAttemptsRepository>;
