import {
  API,
  depositMethodsSchema,
  depositSchema,
  gatewayDepositValueSchema,
  OPS_API,
  walletSummarySchema,
} from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, valueOf } from '../../testing/api-client';
import { mainBalance, newPlayer, operatorToken, requestId } from '../../testing/money-fixtures';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';
import { verifyLedger } from '../ledger/verify';

const database = useTestDatabase();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp(database.connection());
});
afterAll(() => app.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const manual = (overrides: Record<string, unknown> = {}) => ({
  requestId: requestId(),
  methodId: 'bank-transfer',
  bankAccountId: 'bdp-main',
  amount: '50000',
  transferReference: 'BDP-REF-001',
  receipt: `data:image/png;base64,${PNG.toString('base64')}`,
  ...overrides,
});

describe('deposit methods', () => {
  it('lists the merchant config methods with bank accounts and limits in minor units', async () => {
    const player = await newPlayer(app);
    const value = depositMethodsSchema.parse(
      valueOf(await call(app, 'GET', API.depositMethods, undefined, { token: player.token })),
    );
    expect(value.eligible).toBe(true);
    expect(value.methods.map((method) => [method.id, method.type])).toEqual([
      ['bank-transfer', 'manual'],
      ['e-wallet', 'ewallet'],
      ['card', 'gateway'],
    ]);
    expect(value.methods[0]).toMatchObject({ minAmount: '10000', maxAmount: '5000000' });
    expect(value.methods[0]?.bankAccounts[0]).toMatchObject({ id: 'bdp-main', accountNumber: '0012 3456 7890' });
  });

  it('refuses deposits of member types other than 0-2 with free_reject, and says so in the method list', async () => {
    for (const memberType of [40, 41, 42]) {
      const player = await newPlayer(app, { memberType });
      const methods = depositMethodsSchema.parse(
        valueOf(await call(app, 'GET', API.depositMethods, undefined, { token: player.token })),
      );
      expect(methods.eligible).toBe(false);
      const response = await call(app, 'POST', API.depositManual, manual(), { token: player.token });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'free_reject' });
      const gateway = await call(
        app,
        'POST',
        API.depositGateway,
        { requestId: requestId(), methodId: 'card', amount: '20000' },
        { token: player.token },
      );
      expect(gateway.json()).toMatchObject({ errorCode: 'free_reject' });
    }
    for (const memberType of [0, 1, 2]) {
      const player = await newPlayer(app, { memberType });
      expect((await call(app, 'POST', API.depositManual, manual(), { token: player.token })).statusCode).toBe(200);
    }
  });

  it('refuses a trial account with free_reject', async () => {
    const trial = valueOf<{ token: string }>(await call(app, 'POST', API.freeplay, {}, { ip: '10.77.0.1' }));
    const response = await call(app, 'POST', API.depositManual, manual(), { token: trial.token });
    expect(response.json()).toMatchObject({ errorCode: 'free_reject' });
  });
});

describe('manual deposits', () => {
  it('keeps amounts within the method limits and the bank account among the method accounts', async () => {
    const player = await newPlayer(app);
    const low = await call(app, 'POST', API.depositManual, manual({ amount: '9999' }), { token: player.token });
    expect(low.json()).toMatchObject({
      errorCode: 'amount.range',
      value: { minAmount: '10000', maxAmount: '5000000' },
    });
    const high = await call(app, 'POST', API.depositManual, manual({ amount: '5000001' }), { token: player.token });
    expect(high.json()).toMatchObject({ errorCode: 'amount.range' });
    const bank = await call(app, 'POST', API.depositManual, manual({ bankAccountId: 'nope' }), { token: player.token });
    expect(bank.json()).toMatchObject({ errorCode: 'payment.bank.unknown' });
    const method = await call(app, 'POST', API.depositManual, manual({ methodId: 'card' }), { token: player.token });
    expect(method.json()).toMatchObject({ errorCode: 'payment.method.unknown' });
    const fraction = await call(app, 'POST', API.depositManual, manual({ amount: '100.5' }), { token: player.token });
    expect(fraction.statusCode).toBe(400);
  });

  it('takes png or jpg receipts up to 5 MB only', async () => {
    const player = await newPlayer(app);
    const gif = await call(
      app,
      'POST',
      API.depositManual,
      manual({ receipt: Buffer.from('GIF89a-not-allowed-here').toString('base64') }),
      { token: player.token },
    );
    expect(gif.json()).toMatchObject({ errorCode: 'receipt.invalid' });
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]).toString('base64');
    const tooBig = await call(app, 'POST', API.depositManual, manual({ receipt: big }), { token: player.token });
    expect(tooBig.json()).toMatchObject({ errorCode: 'receipt.invalid' });
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32)]).toString('base64');
    expect(
      (await call(app, 'POST', API.depositManual, manual({ receipt: jpeg }), { token: player.token })).statusCode,
    ).toBe(200);
  });

  it('refuses a body over the upload limit with the receipt error and records nothing', async () => {
    const player = await newPlayer(app);
    const body = Buffer.from(JSON.stringify(manual({ receipt: `data:image/png;base64,${'A'.repeat(7_100_000)}` })));
    const response = await app.inject({
      method: 'POST',
      url: API.depositManual,
      payload: body,
      headers: { authorization: player.token, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'receipt.invalid' });
    const report = valueOf<{ total: number }>(
      await call(app, 'GET', `${API.depositReport}?pageNo=1&pageSize=10`, undefined, { token: player.token }),
    );
    expect(report.total).toBe(0);
  });

  it('is credited once when an operator approves, and answers a resent request with the first order', async () => {
    const player = await newPlayer(app);
    const body = manual();
    const first = depositSchema.parse(
      valueOf(await call(app, 'POST', API.depositManual, body, { token: player.token })),
    );
    const again = depositSchema.parse(
      valueOf(await call(app, 'POST', API.depositManual, body, { token: player.token })),
    );
    expect(again).toEqual(first);
    const conflict = await call(app, 'POST', API.depositManual, { ...body, amount: '60000' }, { token: player.token });
    expect(conflict.statusCode).toBe(409);
    expect(first).toMatchObject({
      status: 'pending',
      amount: '50000',
      amountDisplay: '500.00',
      hasReceipt: true,
      bankAccount: 'Banco de Palaro **** **** 7890',
    });

    const cashier = await operatorToken(app, 'cashier');
    const approved = valueOf<{ status: string; decidedBy: string }>(
      await call(app, 'POST', OPS_API.depositApprove(first.id), { remark: 'seen on statement' }, { token: cashier }),
    );
    expect(approved).toMatchObject({ status: 'success', decidedBy: 'cashier' });
    expect(await mainBalance(app, player.id)).toBe(50_000n);
    const twice = await call(app, 'POST', OPS_API.depositApprove(first.id), {}, { token: cashier });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ errorCode: 'order.not.pending', value: { status: 'success' } });
    expect(await mainBalance(app, player.id)).toBe(50_000n);
    const wallet = walletSummarySchema.parse(
      valueOf(await call(app, 'GET', API.wallets, undefined, { token: player.token })),
    );
    expect(wallet.sumBalance).toBe('500.00');

    const receipt = await app.inject({ url: OPS_API.depositReceipt(first.id), headers: { authorization: cashier } });
    expect(receipt.headers['content-type']).toBe('image/png');
    expect(receipt.rawPayload.equals(PNG)).toBe(true);
  });

  it('credits nothing when an operator rejects, and the history shows the reason', async () => {
    const player = await newPlayer(app);
    const deposit = depositSchema.parse(
      valueOf(await call(app, 'POST', API.depositManual, manual(), { token: player.token })),
    );
    const cashier = await operatorToken(app, 'cashier');
    await call(app, 'POST', OPS_API.depositReject(deposit.id), { reason: 'No such transfer' }, { token: cashier });
    expect(await mainBalance(app, player.id)).toBe(0n);
    const report = valueOf<{ list: { id: string; status: string; remark: string }[]; total: number }>(
      await call(app, 'GET', `${API.depositReport}?pageNo=1&pageSize=10`, undefined, { token: player.token }),
    );
    expect(report.total).toBe(1);
    expect(report.list[0]).toMatchObject({ id: deposit.id, status: 'rejected', remark: 'No such transfer' });
  });

  it('limits how many deposits may wait at once', async () => {
    const player = await newPlayer(app);
    for (let index = 0; index < 5; index += 1) {
      expect((await call(app, 'POST', API.depositManual, manual(), { token: player.token })).statusCode).toBe(200);
    }
    expect((await call(app, 'POST', API.depositManual, manual(), { token: player.token })).json()).toMatchObject({
      errorCode: 'deposit.pending.limit',
    });
  });
});

describe('gateway deposits', () => {
  it('keeps the limit of deposits waiting at once under a parallel burst', async () => {
    const player = await newPlayer(app);
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => call(app, 'POST', API.depositManual, manual(), { token: player.token })),
    );
    const codes = burst.map((answer) =>
      answer.statusCode === 200 ? 'ok' : (answer.json() as { errorCode: string }).errorCode,
    );
    expect(codes.filter((code) => code === 'ok')).toHaveLength(app.config.merchant.payments.maxPendingDeposits);
    expect(codes.filter((code) => code === 'deposit.pending.limit')).toHaveLength(
      20 - app.config.merchant.payments.maxPendingDeposits,
    );
    const { rows } = await app.db.query<{ n: bigint }>(
      "SELECT count(*) AS n FROM deposits WHERE account_id = $1 AND status = 'pending'",
      [player.id],
    );
    expect(rows[0]?.n).toBe(BigInt(app.config.merchant.payments.maxPendingDeposits));
  });

  it('opens the sandbox page and credits the deposit once the payer pays', async () => {
    const player = await newPlayer(app);
    const started = gatewayDepositValueSchema.parse(
      valueOf(
        await call(
          app,
          'POST',
          API.depositGateway,
          { requestId: requestId(), methodId: 'e-wallet', amount: '25000' },
          { token: player.token },
        ),
      ),
    );
    expect(started.deposit).toMatchObject({ status: 'pending', type: 'ewallet' });
    const page = await app.inject({ url: started.payUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('₱250.00');
    // its own icon, so the browser does not go for the merchant's /favicon.ico
    expect(page.body).toMatch(/<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,%3Csvg%20/);
    const paid = await app.inject({
      method: 'POST',
      url: started.payUrl,
      payload: 'decision=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/m/voucherCenter?deposit=${started.deposit.id}&result=paid`);
    expect(await mainBalance(app, player.id)).toBe(25_000n);
    const detail = depositSchema.parse(
      valueOf(
        await call(app, 'GET', `${API.depositDetail}?id=${started.deposit.id}`, undefined, { token: player.token }),
      ),
    );
    expect(detail.status).toBe('success');
    // the page is closed once paid
    expect((await app.inject({ url: started.payUrl })).statusCode).toBe(404);
    expect((await verifyLedger(app.db)).differences).toEqual([]);
  });

  it('marks a declined payment failed and credits nothing', async () => {
    const player = await newPlayer(app);
    const started = gatewayDepositValueSchema.parse(
      valueOf(
        await call(
          app,
          'POST',
          API.depositGateway,
          { requestId: requestId(), methodId: 'card', amount: '30000' },
          { token: player.token },
        ),
      ),
    );
    const declined = await app.inject({
      method: 'POST',
      url: started.payUrl,
      payload: 'decision=decline',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(declined.headers.location).toContain('result=declined');
    expect(await mainBalance(app, player.id)).toBe(0n);
    const detail = depositSchema.parse(
      valueOf(
        await call(app, 'GET', `${API.depositDetail}?id=${started.deposit.id}`, undefined, { token: player.token }),
      ),
    );
    expect(detail).toMatchObject({ status: 'failed', remark: 'The payment was declined' });
  });
});
