import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { OPS_API, paymentCallbackPath, SANDBOX_PAY_PATH } from '@palaro/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './db/seed/demo-accounts';
import { DEMO_OPERATORS } from './db/seed/seed-demo-operators';
import { openDb } from './db/open-db';
import { logLines, spawnServer, type ServerRun } from './testing/spawn-server';
import { productionEnv } from './testing/production-env';
import { makeTempDir, removeTempDirs } from './testing/temp-dir';
import { useTestDatabase } from './testing/test-database';

const CLI = fileURLToPath(new URL('../scripts/ops.ts', import.meta.url));
const ADMIN_PASSWORD = 'Tarsier-Lantern-Bay-58';
const database = useTestDatabase();
let env: Record<string, string>;

beforeAll(() => {
  const { databaseUrl } = database.connection();
  const dataDir = makeTempDir('production');
  env = { ...productionEnv(dataDir), DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
});
afterAll(removeTempDirs);

async function stop(run: ServerRun): Promise<void> {
  run.child.kill('SIGTERM');
  expect(await run.exited).toBe(0);
}

async function opsLogin(base: string, username: string, password: string) {
  const response = await fetch(`${base}${OPS_API.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return { status: response.status, body: (await response.json()) as { success: boolean; errorCode?: string } };
}

async function createAdmin(username: string, password: string): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', CLI, 'create-admin', username],
      {
        env: { PATH: process.env.PATH ?? '', HOME: makeTempDir('home'), ...env, PALARO_ADMIN_PASSWORD: password },
      },
    );
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

async function countsOf(
  table:
    | 'accounts'
    | 'operators'
    | 'ledger_transactions'
    | 'announcements'
    | 'help_items'
    | 'about_pages'
    | 'inbox_messages',
): Promise<number> {
  const db = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR ?? '', onIdleError: () => undefined });
  try {
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    return rows[0]?.n ?? -1;
  } finally {
    await db.close();
  }
}

describe('NODE_ENV=production', () => {
  it(
    'starts with nothing of the demo, says how to make the first admin, and the admin made by the command signs in',
    { timeout: 180_000 },
    async () => {
      const first = spawnServer(env);
      const base = await first.listening;
      expect((await fetch(`${base}/wps/system/status`)).status).toBe(200);
      for (const operator of DEMO_OPERATORS) {
        const answer = await opsLogin(base, operator.username, operator.password);
        expect(answer.status).toBe(400);
        expect(answer.body.errorCode).toBe('ops.login.failed');
      }
      // the sandbox gateway's page and webhook do not exist (the sandbox answers an unknown payment with a page of its own)
      for (const method of ['GET', 'POST']) {
        const page = await fetch(`${base}${SANDBOX_PAY_PATH}/${'a'.repeat(32)}`, { method });
        expect(page.status).toBe(404);
        expect(page.headers.get('content-type')).not.toContain('text/html');
      }
      const callback = await fetch(`${base}${paymentCallbackPath('sandbox')}`, {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json' },
      });
      expect(callback.status).toBe(404);
      await stop(first);
      const warnings = logLines(first)
        .filter((line) => line.level === 40)
        .map((line) => String(line.msg));
      expect(warnings.some((message) => message.includes('npm run ops -- create-admin'))).toBe(true);
      expect(logLines(first).map((line) => line.msg)).not.toContain('demo accounts seeded');

      expect(await countsOf('accounts')).toBe(0);
      expect(await countsOf('operators')).toBe(0);
      expect(await countsOf('announcements')).toBe(0);
      expect(await countsOf('help_items')).toBe(0);
      expect(await countsOf('about_pages')).toBe(0);
      expect(await countsOf('inbox_messages')).toBe(0);
      // no demo balance was credited
      expect(await countsOf('ledger_transactions')).toBe(0);

      const weak = await createAdmin('chief', 'password1234');
      expect(weak.code).toBe(1);
      expect(weak.out).toContain('password too weak');
      const made = await createAdmin('chief', ADMIN_PASSWORD);
      expect(made.out).toContain('created admin chief');
      expect(made.code).toBe(0);
      expect((await createAdmin('chief', ADMIN_PASSWORD)).out).toContain('already exists');

      const second = spawnServer(env);
      const again = await second.listening;
      const login = await opsLogin(again, 'chief', ADMIN_PASSWORD);
      expect(login.body.success).toBe(true);
      for (const account of DEMO_ACCOUNTS) expect(account.username).not.toBe('chief');
      await stop(second);
      expect(logLines(second).some((line) => String(line.msg).includes('create-admin'))).toBe(false);
    },
  );

  it('refuses a database that holds the demo accounts and operators', { timeout: 120_000 }, async () => {
    // the embedded database either way: this is about what the data holds, not where it lives
    const dataDir = makeTempDir('was-demo');
    const demo = spawnServer({ DATA_DIR: dataDir });
    await demo.listening;
    await stop(demo);
    const production = spawnServer({ ...productionEnv(dataDir), DATA_DIR: dataDir });
    expect(await production.exited).toBe(1);
    expect(production.stderr()).toContain('Palaro cannot start:');
    expect(production.stderr()).toContain('holds the demo accounts and operators');
  });
});
