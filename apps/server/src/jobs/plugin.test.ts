import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../db/open-db';
import { createAttemptsRepository } from '../modules/attempts/repository';
import { walletRepository } from '../modules/game-wallet/repository';
import { createSessionsRepository } from '../modules/sessions/repository';
import { createCaptchaRepository } from '../modules/verification/repository-captcha';
import { createSmsRepository } from '../modules/verification/repository-sms';
import { sha256Hex } from '../security/tokens';
import { buildTestApp } from '../testing/test-app';
import { useTestDatabase } from '../testing/test-database';

const database = useTestDatabase();
const apps: FastifyInstance[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

const DAY_MS = 24 * 60 * 60_000;
/** Every job the app declares, by queue name (the key-value sweep only where the store is the database). */
const DATABASE_STORE = !process.env.REDIS_URL;
const DECLARED = [
  ...(DATABASE_STORE ? ['key-value-sweep'] : []),
  'sessions-purge',
  'verification-captcha-purge',
  'verification-sms-code-purge',
  'attempts-counter-purge',
  'game-wallet-launch-token-clean-up',
  'game-wallet-settlement-sweep',
  'originals-round-sweep',
  'lottery-draw-schedule',
  'lottery-draw-advance',
  'lottery-draw-settle',
  'lottery-payout',
];

async function appRunningJobs(): Promise<FastifyInstance> {
  const app = await buildTestApp({ ...database.connection(), jobs: { run: true, tickMs: 50 } });
  apps.push(app);
  return app;
}

async function until(condition: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(25);
  }
}

async function completedQueues(app: FastifyInstance): Promise<string[]> {
  const { rows } = await app.db.query<{ name: string }>(
    "SELECT DISTINCT singleton_key AS name FROM pgboss.job WHERE state = 'completed' ORDER BY 1",
  );
  return rows.map((row) => row.name);
}

/** Rows of a table whose key is one of `keys`. */
async function present(app: FastifyInstance, table: string, column: string, keys: string[]): Promise<string[]> {
  const { rows } = await app.db.query<{ key: string }>(
    `SELECT ${column} AS key FROM ${table} WHERE ${column} = ANY($1::text[]) ORDER BY 1`,
    [keys],
  );
  return rows.map((row) => row.key);
}

describe('the modules’ jobs', () => {
  it('run on the queue once the app is ready, and each deletes what is past its keeping time and nothing else', async () => {
    const app = await appRunningJobs();
    const { db } = app;
    const merchant = app.config.merchant.merchantCode;
    const now = Date.now();
    const at = (ms: number) => new Date(now + ms);
    const [account] = (
      await db.query<{ id: bigint }>('SELECT id FROM accounts WHERE merchant = $1 ORDER BY id LIMIT 1', [merchant])
    ).rows;
    const [game] = (await db.query<{ node_id: number }>('SELECT node_id FROM games ORDER BY node_id LIMIT 1')).rows;
    if (!account || !game) throw new Error('the demo seed has no account or game');

    // the rows are in place before the queue starts (it starts when the app is ready)
    const captchas = createCaptchaRepository(db, merchant);
    await captchas.insert('captcha-stale', 'x', '203.0.113.7', at(-60 * 60_000));
    await captchas.insert('captcha-live', 'x', '203.0.113.7', at(60_000));
    const sms = createSmsRepository(db, merchant);
    const code = { purpose: 'register' as const, salt: 's', codeHash: 'h', clientIp: '203.0.113.7' };
    await sms.insert({
      ...code,
      phone: { countryCode: '63', number: '9170000001' },
      now: at(-2 * DAY_MS),
      expiresAt: at(-2 * DAY_MS + 300_000),
    });
    await sms.insert({
      ...code,
      phone: { countryCode: '63', number: '9170000002' },
      now: at(-60_000),
      expiresAt: at(240_000),
    });
    const attempts = createAttemptsRepository(db, merchant);
    const rule = { scope: 'jobs-test', lockAt: 5, lockMs: 60_000, windowMs: 60_000 };
    await attempts.take(at(-DAY_MS), 30_000, [{ scope: rule.scope, subject: 'stale', rule }]);
    await attempts.take(at(0), 30_000, [{ scope: rule.scope, subject: 'live', rule }]);
    const sessions = createSessionsRepository(db);
    const session = { accountId: account.id, kind: 'normal' as const };
    await sessions.insert({
      ...session,
      tokenHash: sha256Hex('session-stale'),
      now: at(-40 * DAY_MS),
      idleExpiresAt: at(-39 * DAY_MS),
      absoluteExpiresAt: at(-31 * DAY_MS),
    });
    await sessions.insert({
      ...session,
      tokenHash: sha256Hex('session-live'),
      now: at(0),
      idleExpiresAt: at(DAY_MS),
      absoluteExpiresAt: at(7 * DAY_MS),
    });
    const token = {
      merchant,
      account_id: account.id,
      login_token_hash: null,
      node_id: game.node_id,
      provider: 'SIMULATOR',
      mode: 'fun' as const,
      language: 'en',
      lobby_url: '/',
    };
    await walletRepository.insertLaunchToken(db, {
      ...token,
      tokenHash: sha256Hex('token-stale'),
      expiresAt: at(-2 * DAY_MS),
    });
    await walletRepository.insertLaunchToken(db, {
      ...token,
      tokenHash: sha256Hex('token-live'),
      expiresAt: at(-60_000),
    });

    await db.query(
      "INSERT INTO key_values (key, value, expires_at) VALUES ('jobs-test-stale', 'x', now() - interval '1 second'), ('jobs-test-live', 'x', now() + interval '1 hour')",
    );

    await app.ready();
    await until(async () => (await completedQueues(app)).length === DECLARED.length);
    expect(await completedQueues(app)).toEqual([...DECLARED].sort());

    expect(await present(app, 'captchas', 'id', ['captcha-stale', 'captcha-live'])).toEqual(['captcha-live']);
    expect(await present(app, 'sms_codes', 'phone_number', ['9170000001', '9170000002'])).toEqual(['9170000002']);
    expect(await present(app, 'attempt_counters', 'subject', ['stale', 'live'])).toEqual(['live']);
    expect(
      await present(app, 'sessions', 'token_hash', [sha256Hex('session-stale'), sha256Hex('session-live')]),
    ).toEqual([sha256Hex('session-live')]);
    expect(await present(app, 'key_values', 'key', ['jobs-test-stale', 'jobs-test-live'])).toEqual(
      DATABASE_STORE ? ['jobs-test-live'] : ['jobs-test-live', 'jobs-test-stale'],
    );
    expect(
      await present(app, 'game_launch_tokens', 'token_hash', [sha256Hex('token-stale'), sha256Hex('token-live')]),
    ).toEqual([sha256Hex('token-live')]);
  });
});

describe('closing the app', () => {
  it('stops the queue: no run starts afterwards', async () => {
    const app = await buildTestApp({ ...database.connection(), jobs: { run: true, tickMs: 50 } });
    let runs = 0;
    app.jobs.add({ name: 'test-close-every-second', everySeconds: 1, run: async () => (runs += 1) });
    await app.ready();
    await until(async () => runs >= 1);
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(2_000);
    const after = runs;
    // longer than a period: a run would have started by now
    await sleep(1_200);
    expect(runs).toBe(after);
  });
});

// PGlite is an embedded database inside one process: a second instance cannot open it, so this runs on PostgreSQL only
describe.skipIf(!process.env.DATABASE_URL)('two instances on one PostgreSQL database', () => {
  it('run a scheduled job once per period between them', async () => {
    const runs: string[] = [];
    const instances = [await appRunningJobs(), await appRunningJobs()];
    instances.forEach((app, index) =>
      app.jobs.add({
        name: 'test-shared-every-second',
        everySeconds: 1,
        run: async () => runs.push(`instance ${index}`),
      }),
    );
    await Promise.all(instances.map((app) => app.ready()));
    await sleep(3_500);
    await Promise.all(instances.map((app) => app.close()));
    const db = await openDb({
      databaseUrl: database.connection().databaseUrl,
      dataDir: ':memory:',
      onIdleError: () => undefined,
    });
    const { rows } = await db
      .query<{ periods: bigint; completed: bigint }>(
        "SELECT count(DISTINCT singleton_on) AS periods, count(*) FILTER (WHERE state = 'completed') AS completed FROM pgboss.job WHERE singleton_key = 'test-shared-every-second'",
      )
      .finally(() => db.close());
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(rows[0]).toEqual({ periods: BigInt(runs.length), completed: BigInt(runs.length) });
  });
});
