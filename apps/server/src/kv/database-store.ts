import type { Queryable } from '../db/db';
import type { KeyValueStore } from './key-value-store';

/**
 * Store shared by every instance through the database (table key_values), for deployments without Redis: unlike a
 * store in process memory it survives a restart. Each operation is one statement, so concurrent callers never both
 * claim a key. Expiry goes by the database's clock, the same for every instance; expired rows are deleted by a job
 * (sweepExpiredKeys).
 */
export function createDatabaseStore(db: Queryable): KeyValueStore {
  const expiry = (ttlMs: number) => Math.max(1, Math.ceil(ttlMs));

  return {
    backend: 'database',
    async setIfAbsent(key, value, ttlMs) {
      const { rows } = await db.query(
        `INSERT INTO key_values AS k (key, value, expires_at) VALUES ($1, $2, now() + $3::bigint * interval '1 millisecond')
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, expires_at = EXCLUDED.expires_at WHERE k.expires_at <= now()
         RETURNING 1`,
        [key, value, expiry(ttlMs)],
      );
      return rows.length === 1;
    },
    async get(key) {
      const { rows } = await db.query<{ value: string }>(
        'SELECT value FROM key_values WHERE key = $1 AND expires_at > now()',
        [key],
      );
      return rows[0]?.value;
    },
    async incr(key, ttlMs) {
      const { rows } = await db.query<{ value: string }>(
        `INSERT INTO key_values AS k (key, value, expires_at) VALUES ($1, '1', now() + $2::bigint * interval '1 millisecond')
         ON CONFLICT (key) DO UPDATE SET
           value = CASE WHEN k.expires_at <= now() THEN '1' ELSE (k.value::bigint + 1)::text END,
           expires_at = CASE WHEN k.expires_at <= now() THEN EXCLUDED.expires_at ELSE k.expires_at END
         RETURNING value`,
        [key, expiry(ttlMs)],
      );
      return Number(rows[0]?.value ?? 0);
    },
    // the database belongs to whoever opened it
    async close() {},
  };
}

/** Deletes the keys that have expired (they already read as absent); the key-value plugin runs it on the job queue. */
export async function sweepExpiredKeys(db: Queryable): Promise<void> {
  await db.query('DELETE FROM key_values WHERE expires_at <= now()');
}
