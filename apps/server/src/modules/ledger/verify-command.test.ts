import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../db/open-db';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';
import { makeTempDir, removeTempDirs } from '../../testing/temp-dir';

const SCRIPT = fileURLToPath(new URL('../../../scripts/ledger-verify.ts', import.meta.url));
const database = useTestDatabase();
let target: { databaseUrl: string | undefined; dataDir: string };

function runVerify(): Promise<{ code: number | null; output: string }> {
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', DATA_DIR: target.dataDir };
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

async function onTarget(sql: string): Promise<void> {
  const db = await openDb({ ...target, onIdleError: () => undefined });
  try {
    await db.query(sql);
  } finally {
    await db.close();
  }
}

beforeAll(async () => {
  // a database of files (or a server), so the command's own process can open it after the app closed it
  const { databaseUrl } = database.connection();
  target = { databaseUrl, dataDir: makeTempDir('ledger-verify') };
  const app = await buildTestApp({ databaseUrl, dataDir: target.dataDir });
  await app.close();
});
afterAll(removeTempDirs);

describe('npm run ledger:verify', () => {
  it('prints what it checked and exits 0 on a consistent ledger', async () => {
    const { code, output } = await runVerify();
    expect(output).toMatch(/accounts \d+, transactions [1-9]\d*, entries [1-9]\d*/);
    expect(output).toContain('ok   balance equals the sum of its entries');
    expect(output).toContain('ledger is consistent');
    expect(code).toBe(0);
  });

  it('exits non-zero and names the account when a balance was tampered with', async () => {
    await onTarget("UPDATE ledger_accounts SET balance = balance + 5 WHERE kind = 'player_main'");
    const { code, output } = await runVerify();
    expect(output).toContain('FAIL balance equals the sum of its entries (1 found)');
    expect(output).toMatch(/balance 500005, entries sum to 500000/);
    expect(code).toBe(1);
  });
});
