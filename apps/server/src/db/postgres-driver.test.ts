import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgres } from './postgres-driver';

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('openPostgres (PostgreSQL)', () => {
  it('closes only once every connection has ended, so a database dropped right after cuts none off', async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const name = `palaro_t_${randomBytes(6).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      const url = Object.assign(new URL(serverUrl ?? ''), { pathname: `/${name}` }).toString();
      const errors: Error[] = [];
      const db = await openPostgres(url, (error) => errors.push(error), 40);
      // forty connections at once, then idle in the pool
      await Promise.all(Array.from({ length: 40 }, () => db.query('SELECT pg_sleep(0.05)')));
      await db.close();
      // the admin connection is already open, so this looks right after close
      const { rows } = await admin.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
      expect(rows[0]?.count).toBe(0);
      // what the test database helper does after closing: drop the database at once
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await sleep(200);
      expect(errors.map((error) => error.message)).toEqual([]);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
