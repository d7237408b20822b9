import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KeyValueStore } from './key-value-store';
import { openPglite } from '../db/pglite-driver';
import { runMigrations } from '../db/migrate';
import type { Db } from '../db/db';
import { createDatabaseStore } from './database-store';
import { createRedisStore } from './redis-store';

const redisUrl = process.env.REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl) : undefined;
afterAll(async () => {
  await redis?.quit();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function behavesAsKeyValueStore(name: string, create: () => KeyValueStore) {
  describe(name, () => {
    it('sets a key only when absent, until it expires', async () => {
      const store = create();
      expect(await store.setIfAbsent('nonce', 'a', 200)).toBe(true);
      expect(await store.setIfAbsent('nonce', 'b', 200)).toBe(false);
      expect(await store.get('nonce')).toBe('a');
      await sleep(260);
      expect(await store.get('nonce')).toBeUndefined();
      expect(await store.setIfAbsent('nonce', 'c', 200)).toBe(true);
      await store.close();
    });

    it('counts within a window that starts at the first increment', async () => {
      const store = create();
      expect(await store.incr('tries', 200)).toBe(1);
      expect(await store.incr('tries', 200)).toBe(2);
      expect(await store.get('tries')).toBe('2');
      await sleep(260);
      expect(await store.incr('tries', 200)).toBe(1);
      await store.close();
    });

    it('lets exactly one of many concurrent callers claim a key', async () => {
      const store = create();
      const claims = await Promise.all(Array.from({ length: 20 }, () => store.setIfAbsent('race', '1', 5000)));
      expect(claims.filter(Boolean)).toHaveLength(1);
      await store.close();
    });
  });
}

let db: Db | undefined;
afterAll(async () => {
  await db?.close();
});

describe('database store (no Redis)', () => {
  let store: KeyValueStore | undefined;
  behavesAsKeyValueStore('on the database', () => {
    if (!store) throw new Error('database not open yet');
    return store;
  });

  it('is shared by every store on the same database, and keeps keys when a store is closed', async () => {
    if (!db) throw new Error('database not open yet');
    const one = createDatabaseStore(db);
    expect(await one.setIfAbsent('kept', '1', 5000)).toBe(true);
    await one.close();
    expect(await createDatabaseStore(db).setIfAbsent('kept', '1', 5000)).toBe(false);
  });

  beforeAll(async () => {
    db = await openPglite(':memory:');
    await runMigrations(db);
    store = createDatabaseStore(db);
  });
});

describe.skipIf(!redis)('redis store (REDIS_URL)', () => {
  behavesAsKeyValueStore('on Redis', () =>
    createRedisStore(redis as Redis, `palaro-test:${randomBytes(6).toString('hex')}:`),
  );

  it('is shared by every instance using the same prefix', async () => {
    const prefix = `palaro-test:${randomBytes(6).toString('hex')}:`;
    const one = createRedisStore(redis as Redis, prefix);
    const two = createRedisStore(redis as Redis, prefix);
    expect(await one.setIfAbsent('nonce', '1', 5000)).toBe(true);
    expect(await two.setIfAbsent('nonce', '1', 5000)).toBe(false);
  });
});
