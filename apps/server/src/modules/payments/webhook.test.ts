import { randomBytes } from 'node:crypto';
import {
  API,
  gatewayDepositValueSchema,
  PAYMENT_SIGNATURE_HEADER,
  paymentCallbackPath,
  type GatewayDepositValue,
} from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, valueOf } from '../../testing/api-client';
import { mainBalance, newPlayer, requestId } from '../../testing/money-fixtures';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';
import { verifyLedger } from '../ledger/verify';
import { signPayload } from './gateway';
import { depositsRepository } from './repository';

const database = useTestDatabase();
let app: FastifyInstance;
let secret: string;

beforeAll(async () => {
  app = await buildTestApp(database.connection());
  secret = await depositsRepository(app.db).gatewaySecret('PALARO', 'sandbox', randomBytes(32).toString('hex'));
});
afterAll(() => app.close());

async function startDeposit(amount = '40000'): Promise<{ player: { id: bigint }; started: GatewayDepositValue }> {
  const player = await newPlayer(app);
  const started = gatewayDepositValueSchema.parse(
    valueOf(
      await call(
        app,
        'POST',
        API.depositGateway,
        { requestId: requestId(), methodId: 'card', amount },
        { token: player.token },
      ),
    ),
  );
  return { player, started };
}

const event = (orderId: string, overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    eventId: `evt_${randomBytes(8).toString('hex')}`,
    orderId,
    gatewayReference: 'GW-1',
    amount: '40000',
    currency: 'PHP',
    status: 'paid',
    ...overrides,
  });

const deliver = (body: string, signature: string | undefined) =>
  app.inject({
    method: 'POST',
    url: paymentCallbackPath('sandbox'),
    payload: body,
    headers: { 'content-type': 'application/json', ...(signature ? { [PAYMENT_SIGNATURE_HEADER]: signature } : {}) },
  });

describe('payment gateway webhook', () => {
  it('credits a signed paid callback exactly once', async () => {
    const { player, started } = await startDeposit();
    const body = event(started.deposit.id);
    const first = await deliver(body, signPayload(secret, body, Date.now()));
    expect(first.json()).toEqual({
      success: true,
      value: { orderId: started.deposit.id, status: 'success', credited: true },
    });
    expect(await mainBalance(app, player.id)).toBe(40_000n);

    // the same event again is a replay, even freshly signed
    const replay = await deliver(body, signPayload(secret, body, Date.now()));
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toMatchObject({ errorCode: 'callback.replayed' });
    // a new event for the paid order changes nothing
    const other = event(started.deposit.id, { gatewayReference: 'GW-2' });
    const late = await deliver(other, signPayload(secret, other, Date.now()));
    expect(late.json()).toMatchObject({ value: { status: 'success', credited: false } });
    expect(await mainBalance(app, player.id)).toBe(40_000n);
  });

  it('credits once when the same event arrives many times at once', async () => {
    const { player, started } = await startDeposit();
    const body = event(started.deposit.id);
    const signature = signPayload(secret, body, Date.now());
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(body, signature)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    expect(await mainBalance(app, player.id)).toBe(40_000n);
  });

  it('refuses missing, wrong and tampered signatures and changes nothing', async () => {
    const { player, started } = await startDeposit();
    const body = event(started.deposit.id);
    const signature = signPayload(secret, body, Date.now());
    const tampered = body.replace('"40000"', '"4000000"');
    for (const [payload, header] of [
      [body, undefined],
      [body, signPayload('not-the-secret-at-all-not-the-secret', body, Date.now())],
      [tampered, signature],
      // one hex digit of the signature changed (to a digit it is not)
      [body, signature.replace(/v1=(.)/, (_match, digit: string) => `v1=${digit === '0' ? '1' : '0'}`)],
      [body, 't=abc,v1=00'],
    ] as const) {
      const response = await deliver(payload, header);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'callback.signature' });
    }
    expect(await mainBalance(app, player.id)).toBe(0n);
    // the untouched original still works afterwards
    expect((await deliver(body, signature)).json()).toMatchObject({ value: { credited: true } });
  });

  it('refuses a callback signed more than 5 minutes ago (a replay of an old capture)', async () => {
    const { player, started } = await startDeposit();
    const body = event(started.deposit.id);
    const old = await deliver(body, signPayload(secret, body, Date.now() - 301_000));
    expect(old.statusCode).toBe(401);
    expect(await mainBalance(app, player.id)).toBe(0n);
  });

  it('refuses a signed callback whose amount or currency differ from the order', async () => {
    const { player, started } = await startDeposit();
    for (const overrides of [{ amount: '40001' }, { currency: 'USD' }]) {
      const body = event(started.deposit.id, overrides);
      const response = await deliver(body, signPayload(secret, body, Date.now()));
      expect(response.json()).toMatchObject({ errorCode: 'callback.mismatch' });
    }
    const unknown = event('999999999');
    expect((await deliver(unknown, signPayload(secret, unknown, Date.now()))).statusCode).toBe(404);
    expect(await mainBalance(app, player.id)).toBe(0n);
    expect((await verifyLedger(app.db)).differences).toEqual([]);
  });
});
