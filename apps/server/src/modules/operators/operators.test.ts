import { API, OPS_API } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, valueOf } from '../../testing/api-client';
import { errorCodeOf } from '../../testing/ledger-fixtures';
import { mainBalance, newPlayer, nextIp, operatorToken, requestId } from '../../testing/money-fixtures';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';

const database = useTestDatabase();
let app: FastifyInstance;
let admin: string;
let cashier: string;
let support: string;

beforeAll(async () => {
  app = await buildTestApp(database.connection());
  [admin, cashier, support] = [
    await operatorToken(app, 'ops'),
    await operatorToken(app, 'cashier'),
    await operatorToken(app, 'support'),
  ];
});
afterAll(() => app.close());

type AuditPage = {
  list: { operator: string; action: string; subject: string; detail: Record<string, unknown>; ip: string }[];
};
const auditOf = async (action: string) =>
  valueOf<AuditPage>(await call(app, 'GET', `${OPS_API.audit}?action=${action}`, undefined, { token: admin })).list;
const manualDeposit = async (token: string) =>
  valueOf<{ id: string }>(
    await call(
      app,
      'POST',
      API.depositManual,
      {
        requestId: requestId(),
        methodId: 'bank-transfer',
        bankAccountId: 'bdp-main',
        amount: '20000',
        transferReference: 'R-1',
      },
      { token },
    ),
  );

describe('operator sessions', () => {
  it('log in with the right password only, audit every attempt and lock a name after ten failures', async () => {
    const ip = nextIp();
    const wrong = await call(app, 'POST', OPS_API.login, { username: 'support', password: 'nope' }, { ip });
    expect(wrong.json()).toMatchObject({ errorCode: 'ops.login.failed' });
    expect((await auditOf('login.failed')).some((row) => row.subject === 'operator:support' && row.ip === ip)).toBe(
      true,
    );
    for (let index = 0; index < 10; index += 1)
      await call(app, 'POST', OPS_API.login, { username: 'ghost', password: 'nope' }, { ip: nextIp() });
    const locked = await call(app, 'POST', OPS_API.login, { username: 'ghost', password: 'nope' }, { ip: nextIp() });
    expect(locked.json()).toMatchObject({ errorCode: 'ops.login.locked' });
    const me = valueOf<{ username: string; role: string }>(
      await call(app, 'GET', OPS_API.me, undefined, { token: support }),
    );
    expect(me).toMatchObject({ username: 'support', role: 'support' });
  });

  it('check at most ten passwords of a parallel burst, and a right password starts the count again', async () => {
    const burst = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(app, 'POST', OPS_API.login, { username: 'ghost-burst', password: 'nope' }, { ip: nextIp() }),
      ),
    );
    const codes = burst.map((answer) => (answer.json() as { errorCode?: string }).errorCode);
    expect(codes.filter((code) => code === 'ops.login.failed')).toHaveLength(10);
    expect(codes.filter((code) => code === 'ops.login.locked')).toHaveLength(10);

    const tryCashier = (password: string) =>
      call(app, 'POST', OPS_API.login, { username: 'cashier', password }, { ip: nextIp() });
    for (let index = 0; index < 9; index += 1)
      expect((await tryCashier('nope')).json()).toMatchObject({ errorCode: 'ops.login.failed' });
    expect((await tryCashier('CashierDemo-2024')).statusCode).toBe(200);
    for (let index = 0; index < 9; index += 1)
      expect((await tryCashier('nope')).json()).toMatchObject({ errorCode: 'ops.login.failed' });
    expect((await tryCashier('CashierDemo-2024')).statusCode).toBe(200);
  });

  it('are apart from player sessions both ways', async () => {
    const player = await newPlayer(app);
    const asPlayer = await call(app, 'GET', OPS_API.deposits, undefined, { token: player.token });
    expect(asPlayer.statusCode).toBe(401);
    expect(asPlayer.json()).toMatchObject({ errorCode: 'ops.not.session' });
    expect((await call(app, 'GET', API.wallets, undefined, { token: admin })).statusCode).toBe(401);
    expect((await call(app, 'GET', OPS_API.deposits)).statusCode).toBe(401);
  });

  it('end at logout', async () => {
    const token = await operatorToken(app, 'support');
    await call(app, 'DELETE', OPS_API.logout, undefined, { token });
    expect((await call(app, 'GET', OPS_API.me, undefined, { token })).statusCode).toBe(401);
  });
});

describe('operator roles', () => {
  it('let support read but not decide, cashiers decide but not adjust, admins do all', async () => {
    const player = await newPlayer(app);
    const deposit = await manualDeposit(player.token);
    expect(
      (await call(app, 'GET', `${OPS_API.deposits}?status=pending`, undefined, { token: support })).statusCode,
    ).toBe(200);
    const denied = await call(app, 'POST', OPS_API.depositApprove(deposit.id), {}, { token: support });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ errorCode: 'permission.denied' });
    const adjustment = { requestId: requestId(), username: player.username, amount: '1000', reason: 'Goodwill credit' };
    expect((await call(app, 'POST', OPS_API.adjustments, adjustment, { token: cashier })).statusCode).toBe(403);
    expect((await call(app, 'POST', OPS_API.adjustments, adjustment, { token: support })).statusCode).toBe(403);
    expect((await call(app, 'GET', OPS_API.audit, undefined, { token: cashier })).statusCode).toBe(403);
    expect(
      (
        await call(
          app,
          'POST',
          OPS_API.operators,
          { username: 'newbie', password: 'LongEnough-1', role: 'admin' },
          { token: cashier },
        )
      ).statusCode,
    ).toBe(403);
    expect(await mainBalance(app, player.id)).toBe(0n);
    expect((await call(app, 'POST', OPS_API.depositApprove(deposit.id), {}, { token: admin })).statusCode).toBe(200);
    expect(await mainBalance(app, player.id)).toBe(20_000n);
  });
});

describe('adjustments and audit', () => {
  it('move money against the house with a reason, once per request id, audited once', async () => {
    const player = await newPlayer(app, { funds: 5_000n });
    const body = { requestId: requestId(), username: player.username, amount: '2500', reason: 'Goodwill credit' };
    const first = valueOf<{ transactionId: string; replayed: boolean }>(
      await call(app, 'POST', OPS_API.adjustments, body, { token: admin }),
    );
    const again = valueOf<{ transactionId: string; replayed: boolean }>(
      await call(app, 'POST', OPS_API.adjustments, body, { token: admin }),
    );
    expect(again).toMatchObject({ transactionId: first.transactionId, replayed: true });
    expect(
      (await call(app, 'POST', OPS_API.adjustments, { ...body, amount: '2600' }, { token: admin })).statusCode,
    ).toBe(409);
    const debit = { requestId: requestId(), username: player.username, amount: '-7500', reason: 'Chargeback' };
    expect((await call(app, 'POST', OPS_API.adjustments, debit, { token: admin })).statusCode).toBe(200);
    expect(await mainBalance(app, player.id)).toBe(0n);
    const overdraw = await call(
      app,
      'POST',
      OPS_API.adjustments,
      { ...debit, requestId: requestId() },
      { token: admin },
    );
    expect(overdraw.json()).toMatchObject({ errorCode: 'wallet.insufficient' });
    expect(
      (await call(app, 'POST', OPS_API.adjustments, { ...body, requestId: requestId(), reason: '' }, { token: admin }))
        .statusCode,
    ).toBe(400);

    const rows = (await auditOf('adjustment')).filter((row) => row.subject === `player:${player.username}`);
    expect(rows.map((row) => [row.operator, row.detail.amount, row.detail.reason])).toEqual([
      ['ops', '-7500', 'Chargeback'],
      ['ops', '2500', 'Goodwill credit'],
    ]);
    const report = valueOf<{ list: { txCode: string; remark: string }[] }>(
      await call(app, 'GET', `${API.memberTransaction}?txCodes=adjustment`, undefined, { token: player.token }),
    );
    expect(report.list.map((line) => line.remark).slice(0, 2)).toEqual(['Chargeback', 'Goodwill credit']);
  });

  it('records every decision with the operator, and the audit table refuses changes', async () => {
    const player = await newPlayer(app);
    const deposit = await manualDeposit(player.token);
    await call(app, 'POST', OPS_API.depositReject(deposit.id), { reason: 'Unreadable receipt' }, { token: cashier });
    const row = (await auditOf('deposit.reject')).find((entry) => entry.subject === `deposit:${deposit.id}`);
    expect(row).toMatchObject({
      operator: 'cashier',
      detail: { reason: 'Unreadable receipt', amount: '20000', player: player.username },
    });
    expect(await errorCodeOf(app.db.query("UPDATE operator_audit SET action = 'x'"))).toBe('23001');
    expect(await errorCodeOf(app.db.query('DELETE FROM operator_audit'))).toBe('23001');
  });

  it('lets admins add operators, who can then log in', async () => {
    const created = await call(
      app,
      'POST',
      OPS_API.operators,
      { username: 'Teller1', password: 'Teller-Pass-2024', role: 'cashier' },
      { token: admin },
    );
    expect(created.json()).toMatchObject({ value: { username: 'teller1', role: 'cashier' } });
    const login = await call(
      app,
      'POST',
      OPS_API.login,
      { username: 'teller1', password: 'Teller-Pass-2024' },
      { ip: nextIp() },
    );
    expect(login.json()).toMatchObject({ value: { role: 'cashier' } });
    expect(
      (
        await call(
          app,
          'POST',
          OPS_API.operators,
          { username: 'teller1', password: 'Teller-Pass-2024', role: 'cashier' },
          { token: admin },
        )
      ).json(),
    ).toMatchObject({
      errorCode: 'ops.operator.exists',
    });
  });
});
