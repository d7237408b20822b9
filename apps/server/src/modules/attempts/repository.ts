import type { Queryable } from '../../db/db';

/** How many guesses a counter allows, how long it then locks, and how long a count lasts from its first failure. */
export type AttemptRule = { scope: string; lockAt: number; lockMs: number; windowMs: number };
export type CounterKey = { scope: string; subject: string };
/** What a take answered for one counter: taken, locked, or busy (failures and attempts in flight reach the limit). */
export type TakeOutcome = 'taken' | 'locked' | 'busy';
export type CounterRow = CounterKey & {
  failures: number;
  in_flight: number;
  locked_until: Date | null;
  last_take: TakeOutcome;
};

const MS = "* interval '1 millisecond'";
// the counter's failures and window start again once its window is over (unlocked) or its lock has ended
const FRESH = `(c.locked_until <= $2 OR (c.locked_until IS NULL AND c.window_start <= $2 - EXCLUDED.window_ms ${MS}))`;
const FAILURES = `(CASE WHEN ${FRESH} THEN 0 ELSE c.failures END)`;
// attempts taken and not answered within the flight time belong to a process that died: they no longer count
const FLYING = '(CASE WHEN c.in_flight_until > $2 THEN c.in_flight ELSE 0 END)';
const OUTCOME = `(CASE WHEN c.locked_until > $2 THEN 'locked' WHEN ${FAILURES} + ${FLYING} >= EXCLUDED.lock_at THEN 'busy' ELSE 'taken' END)`;
// rows are locked in key order by every statement that writes several, so two of them never wait for each other in a circle
const LOCK_IN_ORDER = `SELECT c.scope, c.subject FROM attempt_counters c JOIN unnest($2::text[], $3::text[]) AS t (scope, subject)
  ON c.merchant = $1 AND c.scope = t.scope AND c.subject = t.subject ORDER BY c.scope, c.subject FOR UPDATE OF c`;
const RETURNED = 'c.scope, c.subject, c.failures, c.in_flight, c.locked_until, c.last_take';
const keyParams = (merchant: string, counters: readonly CounterKey[]) => [
  merchant,
  counters.map((counter) => counter.scope),
  counters.map((counter) => counter.subject),
];

/** The attempt counters (table attempt_counters); every write is one statement, so parallel attempts never miss each other. */
export function createAttemptsRepository(db: Queryable, merchant: string) {
  /** `change` applied to the counters, in key order; answers the rows as they are after it. */
  const update = async (
    counters: readonly CounterKey[],
    change: string,
    extra: unknown[] = [],
  ): Promise<CounterRow[]> => {
    if (counters.length === 0) return [];
    const { rows } = await db.query<CounterRow>(
      `WITH mine AS (${LOCK_IN_ORDER})
       UPDATE attempt_counters AS c SET ${change}
         FROM mine WHERE c.merchant = $1 AND c.scope = mine.scope AND c.subject = mine.subject
       RETURNING ${RETURNED}`,
      [...keyParams(merchant, counters), ...extra],
    );
    return rows;
  };

  return {
    /**
     * Takes one attempt on each counter that is neither locked nor busy (its failures plus the attempts still in flight
     * below the limit): it counts in flight until answered, or for `flightMs` at most. Each row says what it answered.
     */
    async take(
      now: Date,
      flightMs: number,
      counters: readonly (CounterKey & { rule: AttemptRule })[],
    ): Promise<CounterRow[]> {
      const { rows } = await db.query<CounterRow>(
        `INSERT INTO attempt_counters AS c
           (merchant, scope, subject, failures, window_start, locked_until, in_flight, in_flight_until, last_take, lock_at, lock_ms, window_ms)
         SELECT $1, t.scope, t.subject, 0, $2::timestamptz, NULL, 1, $2::timestamptz + $3::bigint ${MS}, 'taken', t.lock_at, t.lock_ms, t.window_ms
           FROM unnest($4::text[], $5::text[], $6::int[], $7::bigint[], $8::bigint[]) AS t (scope, subject, lock_at, lock_ms, window_ms)
          ORDER BY t.scope, t.subject
         ON CONFLICT (merchant, scope, subject) DO UPDATE SET
           failures = ${FAILURES},
           window_start = CASE WHEN ${FRESH} THEN $2 ELSE c.window_start END,
           locked_until = CASE WHEN ${FRESH} THEN NULL ELSE c.locked_until END,
           in_flight = ${FLYING} + CASE WHEN ${OUTCOME} = 'taken' THEN 1 ELSE 0 END,
           in_flight_until = CASE WHEN ${OUTCOME} = 'taken' THEN $2 + $3::bigint ${MS} ELSE c.in_flight_until END,
           last_take = ${OUTCOME},
           lock_at = EXCLUDED.lock_at, lock_ms = EXCLUDED.lock_ms, window_ms = EXCLUDED.window_ms
         RETURNING ${RETURNED}`,
        [
          merchant,
          now,
          flightMs,
          counters.map((counter) => counter.scope),
          counters.map((counter) => counter.subject),
          counters.map((counter) => counter.rule.lockAt),
          counters.map((counter) => counter.rule.lockMs),
          counters.map((counter) => counter.rule.windowMs),
        ],
      );
      return rows;
    },

    /** Answers taken attempts as failures; a counter whose failures reach its limit locks from `now`. */
    failed: (now: Date, counters: readonly CounterKey[]) =>
      update(
        counters,
        `in_flight = greatest(c.in_flight - 1, 0), failures = c.failures + 1,
         locked_until = CASE WHEN c.failures + 1 >= c.lock_at AND NOT coalesce(c.locked_until > $4, false)
                             THEN $4::timestamptz + c.lock_ms ${MS} ELSE c.locked_until END`,
        [now],
      ),

    /** Answers taken attempts that checked nothing: they no longer count. */
    giveBack: (counters: readonly CounterKey[]) => update(counters, 'in_flight = greatest(c.in_flight - 1, 0)'),

    /** Answers taken attempts as the right secret: the counters' failures start again. */
    clear: (now: Date, counters: readonly CounterKey[]) =>
      update(
        counters,
        'in_flight = greatest(c.in_flight - 1, 0), failures = 0, locked_until = NULL, window_start = $4',
        [now],
      ),

    /** Forgets counters whose window and lock are over and that have nothing in flight. */
    async purge(now: Date): Promise<void> {
      await db.query(
        `DELETE FROM attempt_counters
          WHERE merchant = $1 AND window_start < $2::timestamptz - window_ms ${MS}
            AND (locked_until IS NULL OR locked_until < $2::timestamptz)
            AND (in_flight = 0 OR in_flight_until < $2::timestamptz)`,
        [merchant, now],
      );
    },
  };
}

export type AttemptsRepository = ReturnType<typeof createAttemptsRepository>;
