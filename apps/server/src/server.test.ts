import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logLines, spawnServer } from './testing/spawn-server';
import { makeTempDir, removeTempDirs } from './testing/temp-dir';
import { buildTestApp } from './testing/test-app';
import { useTestDatabase } from './testing/test-database';

const database = useTestDatabase();
const STACK_LINE = /^\s+at .+:\d+:\d+\)?$/m;
let databaseEnv: Record<string, string>;

beforeAll(() => {
  const { databaseUrl } = database.connection();
  const dataDir = makeTempDir('data');
  databaseEnv = databaseUrl ? { DATABASE_URL: databaseUrl, DATA_DIR: dataDir } : { DATA_DIR: dataDir };
});
afterAll(removeTempDirs);

describe('server start', () => {
  it('refuses a wrong configuration with one line per key, exit 1 and no stack trace', async () => {
    const file = join(makeTempDir('config'), 'merchant.json');
    writeFileSync(file, JSON.stringify({ flags: { CBS3: 'yes' }, vip: 'no' }));
    const run = spawnServer({
      MERCHANT_CONFIG: file,
      TEST_SMS_CODE: '123456',
      NODE_ENV: 'production',
      DATA_DIR: ':memory:',
    });
    expect(await run.exited).toBe(1);
    expect(run.stderr()).toContain('Palaro cannot start: the configuration is wrong.');
    expect(run.stderr()).toContain('MERCHANT_CONFIG flags.CBS3: expected boolean, got "yes"');
    expect(run.stderr()).toContain('MERCHANT_CONFIG vip: expected boolean, got "no"');
    expect(run.stderr()).toContain('TEST_SMS_CODE: not allowed when NODE_ENV=production');
    expect(run.stderr()).not.toMatch(STACK_LINE);
  });

  it.each([
    ['DATABASE_URL', 'postgres://nobody@127.0.0.1:1/none'],
    ['REDIS_URL', 'redis://127.0.0.1:1'],
  ])('fails clearly when %s cannot be reached', async (name, url) => {
    const run = spawnServer({ [name]: url, DATA_DIR: ':memory:', LOG_LEVEL: 'silent' });
    expect(await run.exited).toBe(1);
    expect(run.stderr()).toMatch(new RegExp(`^Palaro cannot start:\\n {2}- ${name}: cannot connect \\(.*ECONNREFUSED`));
    expect(run.stderr()).not.toMatch(STACK_LINE);
  });

  it('boots, serves, drains on SIGTERM and exits 0; a restart keeps schema, seed and key', async () => {
    const first = spawnServer(databaseEnv);
    const base = await first.listening;
    const status = await fetch(`${base}/wps/system/status`);
    expect(status.status).toBe(200);
    const key = (await (await fetch(`${base}/wps/system/encryption/key`)).json()) as { value: { keyId: string } };
    expect((await fetch(`${base}/wps/game/vendors/sorting`)).status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    const messages = logLines(first).map((line) => line.msg);
    expect(messages).toEqual(
      expect.arrayContaining([
        'database migrated',
        'demo content seeded',
        'shutting down: draining requests',
        'stopped',
      ]),
    );

    const second = spawnServer(databaseEnv);
    const again = await second.listening;
    const keyAgain = (await (await fetch(`${again}/wps/system/encryption/key`)).json()) as { value: { keyId: string } };
    expect(keyAgain.value.keyId).toBe(key.value.keyId);
    const dataDir = String(databaseEnv.DATA_DIR);
    expect(existsSync(join(dataDir, 'keys.json'))).toBe(true);
    expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(!databaseEnv.DATABASE_URL);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    const secondMessages = logLines(second).map((line) => line.msg);
    expect(secondMessages).not.toContain('database migrated');
    expect(secondMessages).not.toContain('demo content seeded');
    // two full process starts, each compiling TypeScript and booting the database
  }, 90_000);
});

describe('graceful close', () => {
  let slowDone: () => void = () => undefined;
  afterAll(() => slowDone());

  it('lets in-flight requests finish while refusing new ones', async () => {
    // its own database: closing the app closes it
    const app = await buildTestApp({ databaseUrl: database.connection().databaseUrl });
    const release = new Promise<void>((resolve) => {
      slowDone = resolve;
    });
    let arrived: () => void = () => undefined;
    const inHandler = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    app.get('/wps/test/slow', async () => {
      arrived();
      await release;
      // the database is still open for requests that were in flight
      const { rows } = await app.db.query<{ done: string }>("SELECT 'finished' AS done");
      return { success: true, value: rows[0]?.done };
    });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const inFlight = fetch(`${base}/wps/test/slow`);
    await inHandler;
    const closing = app.close();
    await expect(fetch(`${base}/wps/system/status`)).rejects.toThrow();
    slowDone();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toEqual({ success: true, value: 'finished' });
    await closing;
  });
});
