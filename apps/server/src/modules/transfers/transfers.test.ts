import {
  API,
  memberTransactionPageSchema,
  recoverAllValueSchema,
  successSchema,
  transferVendorsSchema,
  txCodeListSchema,
  walletTransferValueSchema,
} from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, valueOf } from '../../testing/api-client';
import { mainBalance, newPlayer, requestId } from '../../testing/money-fixtures';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';
import { verifyLedger } from '../ledger/verify';
import { transferModeVendors } from './transfer-vendors';

const database = useTestDatabase();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ ...database.connection(), merchant: { transferVendors: ['BAYANI', 'SIKLAB'] } });
});
afterAll(() => app.close());

const transfer = (token: string, from: string, to: string, amount: string, id = requestId()) =>
  call(app, 'POST', API.walletTransfer, { requestId: id, from, to, amount }, { token });

describe('wallet transfers', () => {
  it('lists the transfer-mode vendors of the merchant config with their names and balances', async () => {
    expect(transferModeVendors(app.config.merchant)).toEqual(['BAYANI', 'SIKLAB']);
    const player = await newPlayer(app, { funds: 10_000n });
    const value = transferVendorsSchema.parse(
      valueOf(await call(app, 'GET', API.walletTransferVendors, undefined, { token: player.token })),
    );
    expect(value).toEqual({
      main: '10000',
      mainBalance: '100.00',
      vendors: [
        { vendor: 'BAYANI', name: 'Bayani Live', amount: '0', balance: '0.00' },
        { vendor: 'SIKLAB', name: 'Siklab Sports', amount: '0', balance: '0.00' },
      ],
    });
  });

  it('moves money between main and a game wallet, once per request id, and recovers all of it', async () => {
    const player = await newPlayer(app, { funds: 10_000n });
    const id = requestId();
    const first = walletTransferValueSchema.parse(valueOf(await transfer(player.token, 'main', 'BAYANI', '3000', id)));
    const again = walletTransferValueSchema.parse(valueOf(await transfer(player.token, 'main', 'BAYANI', '3000', id)));
    expect(again).toMatchObject({ transactionId: first.transactionId, replayed: true });
    expect((await transfer(player.token, 'main', 'BAYANI', '3001', id)).statusCode).toBe(409);
    expect(first.wallets.wallets.find((wallet) => wallet.vendor === 'BAYANI')?.amount).toBe('3000');
    expect(first.wallets.sumAmount).toBe('10000');
    await transfer(player.token, 'main', 'SIKLAB', '2000');
    await transfer(player.token, 'BAYANI', 'main', '500');
    expect(await mainBalance(app, player.id)).toBe(5_500n);

    const recoverId = requestId();
    const recovered = recoverAllValueSchema.parse(
      valueOf(await call(app, 'POST', API.walletTransferRecoverAll, { requestId: recoverId }, { token: player.token })),
    );
    expect(recovered).toMatchObject({ recovered: '4500', recoveredDisplay: '45.00' });
    expect(
      recovered.wallets.wallets.filter((wallet) => wallet.kind === 'vendor').every((wallet) => wallet.amount === '0'),
    ).toBe(true);
    const replay = recoverAllValueSchema.parse(
      valueOf(await call(app, 'POST', API.walletTransferRecoverAll, { requestId: recoverId }, { token: player.token })),
    );
    expect(replay.recovered).toBe('4500');
    expect(await mainBalance(app, player.id)).toBe(10_000n);
    expect((await verifyLedger(app.db)).differences).toEqual([]);
  });

  it("answers the same text as the contract schema's serializer (fields in schema order, nothing more)", async () => {
    const player = await newPlayer(app, { funds: 10_000n });
    for (const [from, to] of [
      ['main', 'BAYANI'],
      ['BAYANI', 'main'],
    ] as const) {
      const response = await transfer(player.token, from, to, '1234');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.payload).toBe(
        JSON.stringify(successSchema(walletTransferValueSchema).parse(JSON.parse(response.payload))),
      );
      expect(JSON.parse(response.payload)).toMatchObject({
        success: true,
        value: { replayed: false, wallets: { sumAmount: '10000' } },
      });
    }
  });

  it('refuses transfers that are not main <-> a transfer-mode vendor, or more than the wallet holds', async () => {
    const player = await newPlayer(app, { funds: 1_000n });
    for (const [from, to] of [
      ['main', 'main'],
      ['BAYANI', 'SIKLAB'],
      ['main', 'LUMEN'],
    ]) {
      expect((await transfer(player.token, from ?? '', to ?? '', '100')).json()).toMatchObject({
        errorCode: 'transfer.invalid',
      });
    }
    expect((await transfer(player.token, 'main', 'BAYANI', '1001')).json()).toMatchObject({
      errorCode: 'wallet.insufficient',
    });
    expect((await transfer(player.token, 'BAYANI', 'main', '1')).json()).toMatchObject({
      errorCode: 'wallet.insufficient',
    });
    expect((await transfer(player.token, 'main', 'BAYANI', '-5')).statusCode).toBe(400);
    expect((await transfer(player.token, 'bonus', 'main', '100')).statusCode).toBe(400);
    expect(await mainBalance(app, player.id)).toBe(1_000n);
  });

  it('answers each of many transfers sent at once on its own: balances, refusals and replays as if sent one by one', async () => {
    const [first, second] = [await newPlayer(app, { funds: 1_000n }), await newPlayer(app, { funds: 500n })];
    const repeated = requestId();
    // sent together, these go to the database in one batch
    const answers = await Promise.all([
      transfer(first.token, 'main', 'BAYANI', '600'),
      transfer(first.token, 'main', 'BAYANI', '600'),
      transfer(second.token, 'main', 'SIKLAB', '200', repeated),
      transfer(second.token, 'main', 'SIKLAB', '200', repeated),
      transfer(second.token, 'SIKLAB', 'main', '1000'),
    ]);
    const [a, b, c, d, short] = answers;
    // Other content under the same id comes after: calls sent at the same moment have no order (each first waits
    // for its session), so sent with them it could be the one posted and the 200s the conflicts. A conflict inside
    // one batch is proven in the ledger's own batch tests.
    const conflict = await transfer(second.token, 'main', 'SIKLAB', '201', repeated);
    // exactly one of the two 600s fits in 1,000
    const firstOk = [a, b].filter((answer) => answer?.statusCode === 200);
    expect(firstOk).toHaveLength(1);
    expect([a, b].find((answer) => answer?.statusCode !== 200)?.json()).toMatchObject({
      errorCode: 'wallet.insufficient',
    });
    const moved = walletTransferValueSchema.parse(valueOf(firstOk[0]!));
    expect(moved.wallets).toMatchObject({ sumAmount: '1000' });
    expect(moved.wallets.wallets.map((wallet) => [wallet.kind, wallet.vendor, wallet.amount])).toEqual([
      ['main', null, '400'],
      ['vendor', 'BAYANI', '600'],
    ]);
    // the same request id: one posting, answered twice; other content under it is a conflict
    const [once, twice] = [walletTransferValueSchema.parse(valueOf(c!)), walletTransferValueSchema.parse(valueOf(d!))];
    expect(once.transactionId).toBe(twice.transactionId);
    expect([once.replayed, twice.replayed].sort()).toEqual([false, true]);
    expect(conflict?.statusCode).toBe(409);
    expect(short?.json()).toMatchObject({ errorCode: 'wallet.insufficient' });
    expect(await mainBalance(app, first.id)).toBe(400n);
    expect(await mainBalance(app, second.id)).toBe(300n);
    expect((await verifyLedger(app.db)).differences).toEqual([]);
  });
});

describe('member transaction report', () => {
  it('lists the codes, and pages every wallet entry newest first, filtered by code and dates', async () => {
    const player = await newPlayer(app, { funds: 10_000n });
    const codes = txCodeListSchema.parse(
      valueOf(await call(app, 'GET', API.txCodeList, undefined, { token: player.token })),
    );
    expect(codes.map((code) => code.txCode)).toEqual([
      'deposit',
      'withdrawal',
      'bet',
      'win',
      'rollback',
      'transfer',
      'bonus',
      'rebate',
      'adjustment',
    ]);
    expect(codes[0]).toEqual({ txCode: 'deposit', i18nKey: 'tx_deposit', name: 'Deposit' });
    for (const amount of ['100', '200', '300']) await transfer(player.token, 'main', 'BAYANI', amount);
    const page = async (query: string) =>
      memberTransactionPageSchema.parse(
        valueOf(await call(app, 'GET', `${API.memberTransaction}?${query}`, undefined, { token: player.token })),
      );

    const all = await page('pageNo=1&pageSize=4');
    expect(all).toMatchObject({ total: 7, pageNum: 1, totalPages: 2 });
    expect(all.list.map((line) => [line.wallet, line.vendor, line.amount])).toEqual([
      ['main', null, '-300'],
      ['vendor', 'BAYANI', '300'],
      ['main', null, '-200'],
      ['vendor', 'BAYANI', '200'],
    ]);
    expect(all.list[0]).toMatchObject({
      txCode: 'transfer',
      amountDisplay: '-3.00',
      balanceAfter: '9400',
      balanceAfterDisplay: '94.00',
    });
    expect((await page('pageNo=2&pageSize=4')).list).toHaveLength(3);
    expect((await page('txCodes=adjustment')).list.map((line) => line.amount)).toEqual(['10000']);
    expect((await page('txCodes=deposit,withdrawal')).total).toBe(0);
    expect((await page('from=2000-01-01&to=2000-01-02')).total).toBe(0);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await page(`from=2000-01-01&to=${tomorrow}`)).total).toBe(7);
    expect(
      (await call(app, 'GET', `${API.memberTransaction}?txCodes=nonsense`, undefined, { token: player.token }))
        .statusCode,
    ).toBe(400);
  });
});
