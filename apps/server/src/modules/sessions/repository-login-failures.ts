import type { Queryable } from '../../db/db';

export type FailureScope = 'account' | 'ip';
export type FailureRow = { failures: number; window_start: Date; locked_until: Date | null };

export function createLoginFailuresRepository(db: Queryable, merchant: string) {
  return {
    async read(scope: FailureScope, subject: string): Promise<FailureRow | undefined> {
      const { rows } = await db.query<FailureRow>(
        'SELECT failures, window_start, locked_until FROM login_failures WHERE merchant = $1 AND scope = $2 AND subject = $3',
        [merchant, scope, subject],
      );
      return rows[0];
    },

    /**
     * Counts one failure in one statement, so concurrent guesses cannot slip past the count. A stale
     * window (older than `windowStart`, not locked) or a finished lock starts counting again from 1.
     */
    async add(scope: FailureScope, subject: string, now: Date, windowStart: Date, lockAt: number, lockedUntil: Date): Promise<FailureRow> {
      const { rows } = await db.query<FailureRow>(
        `INSERT INTO login_failures AS f (merchant, scope, subject, failures, window_start, locked_until)
         VALUES ($1, $2, $3, 1, $4, CASE WHEN $6::int <= 1 THEN $7::timestamptz END)
         ON CONFLICT (merchant, scope, subject) DO UPDATE SET
           failures = CASE WHEN (f.locked_until IS NULL AND f.window_start <= $5) OR f.locked_until <= $4 THEN 1 ELSE f.failures + 1 END,
           window_start = CASE WHEN (f.locked_until IS NULL AND f.window_start <= $5) OR f.locked_until <= $4 THEN $4 ELSE f.window_start END,
           locked_until = CASE
             WHEN (f.locked_until IS NULL AND f.window_start <= $5) OR f.locked_until <= $4 THEN NULL
             WHEN f.failures + 1 >= $6 THEN $7::timestamptz
             ELSE f.locked_until END
         RETURNING failures, window_start, locked_until`,
        [merchant, scope, subject, now, windowStart, lockAt, lockedUntil],
      );
      const row = rows[0];
      if (!row) throw new Error('login failure upsert returned nothing');
      return row;
    },

    /** Forgets counts whose window and lock are both over. */
    async purge(windowStart: Date, now: Date): Promise<void> {
      await db.query(
        'DELETE FROM login_failures WHERE merchant = $1 AND window_start < $2 AND (locked_until IS NULL OR locked_until < $3)',
        [merchant, windowStart, now],
      );
    },

    async clear(scope: FailureScope, subject: string): Promise<void> {
      await db.query('DELETE FROM login_failures WHERE merchant = $1 AND scope = $2 AND subject = $3', [merchant, scope, subject]);
    },
  };
}

export type LoginFailuresRepository = ReturnType<typeof createLoginFailuresRepository>;
