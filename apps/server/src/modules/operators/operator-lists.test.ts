import { API, OPS_API, opsDepositPageSchema, opsWithdrawalPageSchema } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, sealed, valueOf } from '../../testing/api-client';
import { loadPlayers, LOAD_PAYMENT_PASSWORD, newPlayer, operatorToken, requestId } from '../../testing/money-fixtures';

type LoadPlayer = Awaited<ReturnType<typeof loadPlayers>>[number];
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';

const database = useTestDatabase();
let app: FastifyInstance;
let support: string;
let cashier: string;

beforeAll(async () => {
  app = await buildTestApp(database.connection());
  [support, cashier] = [await operatorToken(app, 'support'), await operatorToken(app, 'cashier')];
});
afterAll(() => app.close());

const manualDeposit = async (token: string, amount: string) =>
  valueOf<{ id: string }>(
    await call(
      app,
      'POST',
      API.depositManual,
      {
        requestId: requestId(),
        methodId: 'bank-transfer',
        bankAccountId: 'bdp-main',
        amount,
        transferReference: 'R-1',
      },
      { token },
    ),
  );
const deposits = async (query: string) =>
  opsDepositPageSchema.parse(
    valueOf(await call(app, 'GET', `${OPS_API.deposits}?${query}`, undefined, { token: support })),
  );
const withdrawals = async (query: string) =>
  opsWithdrawalPageSchema.parse(
    valueOf(await call(app, 'GET', `${OPS_API.withdrawals}?${query}`, undefined, { token: support })),
  );

describe('operator lists filtered by player', () => {
  it("show only the named player's deposits, whatever the case of the name, with the status filter too", async () => {
    const [ana, ben] = [await newPlayer(app), await newPlayer(app)];
    const first = await manualDeposit(ana.token, '10000');
    const second = await manualDeposit(ana.token, '20000');
    await manualDeposit(ben.token, '30000');
    valueOf(await call(app, 'POST', OPS_API.depositApprove(first.id), {}, { token: cashier }));

    const all = await deposits(`player=${ana.username.toUpperCase()}`);
    expect(all.list.map((row) => [row.id, row.player, row.status])).toEqual([
      [second.id, ana.username, 'pending'],
      [first.id, ana.username, 'success'],
    ]);
    expect(all).toMatchObject({ total: 2, totalPages: 1, pageNum: 1 });
    expect((await deposits(`player=%20${ana.username}%20&status=pending`)).list.map((row) => row.id)).toEqual([
      second.id,
    ]);
    expect((await deposits(`player=${ana.username}&pageSize=1&pageNo=2`)).list.map((row) => row.id)).toEqual([
      first.id,
    ]);
    expect((await deposits(`player=${ben.username}`)).list.map((row) => row.player)).toEqual([ben.username]);
    // without the filter every player's orders are listed
    expect((await deposits('pageSize=100')).list.map((row) => row.player)).toEqual(
      expect.arrayContaining([ana.username, ben.username]),
    );
  });

  it("show only the named player's withdrawals", async () => {
    const [ana, ben] = await loadPlayers(app, 2, 100_000n);
    if (!ana || !ben) throw new Error('two players expected');
    const request = async (player: LoadPlayer) =>
      valueOf<{ withdrawal: { id: string } }>(
        await sealed(
          app,
          'POST',
          API.withdraw,
          {
            requestId: requestId(),
            amount: '15000',
            bankCardId: player.cardId,
            paymentPassword: LOAD_PAYMENT_PASSWORD,
          },
          { token: player.token },
        ),
      ).withdrawal.id;
    const anaWithdrawal = await request(ana);
    await request(ben);
    const listed = await withdrawals(`player=${ana.username.toUpperCase()}&status=pending`);
    expect(listed.list.map((row) => [row.id, row.player])).toEqual([[anaWithdrawal, ana.username]]);
    expect(listed.total).toBe(1);
  });

  it('answer an empty page for a name nobody has, and refuse a name that cannot be one', async () => {
    expect(await deposits('player=nobody-by-this-name')).toEqual({ list: [], pageNum: 1, totalPages: 1, total: 0 });
    expect(await withdrawals('player=nobody-by-this-name')).toEqual({ list: [], pageNum: 1, totalPages: 1, total: 0 });
    const tooLong = await call(app, 'GET', `${OPS_API.deposits}?player=${'x'.repeat(65)}`, undefined, {
      token: support,
    });
    expect(tooLong.statusCode).toBe(400);
    expect((await call(app, 'GET', `${OPS_API.withdrawals}?player=`, undefined, { token: support })).statusCode).toBe(
      400,
    );
  });
});
