import { execFile } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { API, hasUnsafeText } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, valueOf } from '../../testing/api-client';
import { mainBalance, newPlayer, pendingWithdrawal, requestId } from '../../testing/money-fixtures';
import { makeTempDir, removeTempDirs } from '../../testing/temp-dir';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';

const CLI = fileURLToPath(new URL('../../../scripts/ops.ts', import.meta.url));
const database = useTestDatabase();
let app: FastifyInstance;
let url: string;
let home: string;

beforeAll(async () => {
  app = await buildTestApp(database.connection());
  url = await app.listen({ port: 0, host: '127.0.0.1' });
  home = makeTempDir('ops-cli');
});
afterAll(async () => {
  await app.close();
  removeTempDirs();
});

async function ops(...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', CLI, ...args, '--url', url],
      {
        env: { PATH: process.env.PATH ?? '', HOME: home },
      },
    );
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

describe('npm run ops', () => {
  it(
    'logs in, keeps the token private, lists and approves a deposit, adjusts a wallet and shows the audit',
    { timeout: 120_000 },
    async () => {
      expect((await ops('deposits')).out).toContain('run: npm run ops -- login');
      expect((await ops('login', 'ops', '--password', 'wrong')).code).toBe(1);
      const login = await ops('login', 'ops', '--password', 'OpsDemo-2024');
      expect(login.out).toContain('logged in');
      const file = join(home, '.palaro-ops.json');
      expect(existsSync(file) && statSync(file).mode & 0o777).toBe(0o600);
      expect(Object.keys(JSON.parse(readFileSync(file, 'utf8')) as object)).toEqual([url]);

      const player = await newPlayer(app);
      const deposit = valueOf<{ id: string }>(
        await call(
          app,
          'POST',
          API.depositManual,
          {
            requestId: requestId(),
            methodId: 'bank-transfer',
            bankAccountId: 'bdp-main',
            amount: '15000',
            transferReference: 'CLI-1',
          },
          { token: player.token },
        ),
      );
      const listed = await ops('deposits', '--status', 'pending');
      expect(listed.out).toMatch(new RegExp(`${deposit.id} .*${player.username}.*150\\.00.*pending.*CLI-1`));
      const other = await newPlayer(app);
      await call(
        app,
        'POST',
        API.depositManual,
        {
          requestId: requestId(),
          methodId: 'bank-transfer',
          bankAccountId: 'bdp-main',
          amount: '10000',
          transferReference: 'CLI-2',
        },
        { token: other.token },
      );
      const filtered = await ops('deposits', '--status', 'pending', '--player', player.username.toUpperCase());
      expect(filtered.out).toContain('CLI-1');
      expect(filtered.out).not.toContain(other.username);
      expect(filtered.out).toContain('page 1 of 1, 1 in all');
      expect((await ops('withdrawals', '--player', other.username)).out).toContain('page 1 of 1, 0 in all');
      expect((await ops('deposit-approve', deposit.id, '--remark', 'seen')).out).toContain("status: 'success'");
      expect(await mainBalance(app, player.id)).toBe(15_000n);

      expect((await ops('adjust', player.username, '12.34', '--reason', 'Goodwill credit')).out).toContain(
        'now holds 162.34 PHP',
      );
      expect((await ops('adjust', player.username, '1.234', '--reason', 'x')).code).toBe(1);
      expect((await ops('wallet', player.username)).out).toContain('₱162.34');
      const audit = await ops('audit', '--action', 'adjustment');
      expect(audit.out).toContain(`player:${player.username}`);
      expect((await ops('logout')).out).toContain('logged out');
      expect((await ops('whoami')).code).toBe(1);
    },
  );

  it(
    'prints what the server holds with control characters escaped, one line per row',
    { timeout: 120_000 },
    async () => {
      expect((await ops('login', 'ops', '--password', 'OpsDemo-2024')).code).toBe(0);
      const { player, withdrawalId } = await pendingWithdrawal(app, 50_000n, 20_000n);
      const withdrawal = { id: withdrawalId };
      const deposit = valueOf<{ id: string }>(
        await call(
          app,
          'POST',
          API.depositManual,
          {
            requestId: requestId(),
            methodId: 'bank-transfer',
            bankAccountId: 'bdp-main',
            amount: '15000',
            transferReference: 'CLI-3',
          },
          { token: player.token },
        ),
      );
      // stored as it could have been before the contract refused such text: straight into the tables
      const hostile = '\u001b[2J\u001b[HJuan\nAPPROVED \u009b31m\u202eX\u2028Y\u0007';
      await app.db.query('UPDATE withdrawals SET payee_name = $2, remark = $2 WHERE id = $1', [
        BigInt(withdrawal.id),
        hostile,
      ]);
      await app.db.query('UPDATE deposits SET transfer_reference = $2, remark = $2 WHERE id = $1', [
        BigInt(deposit.id),
        hostile,
      ]);
      await app.db.query(
        `INSERT INTO operator_audit (merchant, operator, action, subject, detail, ip) VALUES ('PALARO', $1, 'hostile.text', $1, jsonb_build_object('reason', $1::text), '127.0.0.1')`,
        [hostile],
      );

      const withdrawals = await ops('withdrawals', '--player', player.username);
      const deposits = await ops('deposits', '--player', player.username);
      const audit = await ops('audit', '--action', 'hostile.text');
      const approved = await ops('deposit-approve', deposit.id, '--remark', 'seen');
      for (const { out } of [withdrawals, deposits, audit, approved]) {
        expect(hasUnsafeText(out.replaceAll('\n', ''))).toBe(false);
        expect(out).not.toContain('\nAPPROVED');
      }
      for (const [listing, rowStart] of [
        [withdrawals.out, `${withdrawal.id} `],
        [deposits.out, `${deposit.id} `],
        [audit.out, ''],
      ] as const) {
        const lines = listing.trimEnd().split('\n');
        expect(lines).toHaveLength(3);
        expect(lines[1]?.startsWith(rowStart)).toBe(true);
        expect(lines[1]).toContain('\\x1B[2J\\x1B[HJuan\\nAPPROVED \\x9B31m\\u202EX\\u2028Y\\x07');
      }
      expect(approved.out).toContain("status: 'success'");

      const refused = await ops('withdrawal-reject', withdrawal.id, '--reason', 'No\u001b[2Jmatch');
      expect(refused.code).toBe(1);
      expect(refused.out).toContain('request.invalid: Invalid request (reason: expected a single line');
    },
  );
});
