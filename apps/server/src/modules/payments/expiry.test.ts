import { randomBytes } from 'node:crypto';
import {
  API,
  depositReportSchema,
  gatewayDepositValueSchema,
  PAYMENT_SIGNATURE_HEADER,
  paymentCallbackPath,
} from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, valueOf } from '../../testing/api-client';
import { manualClock } from '../../testing/manual-clock';
import { mainBalance, newPlayer, requestId } from '../../testing/money-fixtures';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';
import { signPayload } from './gateway';
import { depositsRepository } from './repository';

const database = useTestDatabase();
const clock = manualClock();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ ...database.connection(), clock: clock.now });
});
afterAll(() => app.close());

describe('an unpaid gateway deposit', () => {
  it('expires with its page, and a late paid callback still credits it once', async () => {
    const player = await newPlayer(app);
    const started = gatewayDepositValueSchema.parse(
      valueOf(
        await call(
          app,
          'POST',
          API.depositGateway,
          { requestId: requestId(), methodId: 'card', amount: '20000' },
          { token: player.token },
        ),
      ),
    );
    expect(started.expiresAt).toBe(clock.now() + 30 * 60_000);
    // the session stays alive (idle expiry is 30 minutes) while the payment page runs out
    clock.advance(20 * 60_000);
    await call(app, 'POST', API.renew, {}, { token: player.token });
    clock.advance(11 * 60_000);
    expect((await app.inject({ url: started.payUrl })).body).toContain('expired');
    const report = depositReportSchema.parse(
      valueOf(await call(app, 'GET', API.depositReport, undefined, { token: player.token })),
    );
    expect(report.list[0]).toMatchObject({
      id: started.deposit.id,
      status: 'expired',
      remark: 'Not paid in time',
      remarkDetail: { code: 'deposit.expired', params: {}, freeText: null },
    });

    const secret = await depositsRepository(app.db).gatewaySecret('PALARO', 'sandbox', randomBytes(32).toString('hex'));
    const body = JSON.stringify({
      eventId: `evt_${randomBytes(6).toString('hex')}`,
      orderId: started.deposit.id,
      gatewayReference: 'LATE',
      amount: '20000',
      currency: 'PHP',
      status: 'paid',
    });
    const late = await app.inject({
      method: 'POST',
      url: paymentCallbackPath('sandbox'),
      payload: body,
      headers: {
        'content-type': 'application/json',
        [PAYMENT_SIGNATURE_HEADER]: signPayload(secret, body, clock.now()),
      },
    });
    expect(late.json()).toMatchObject({ value: { status: 'success', credited: true } });
    expect(await mainBalance(app, player.id)).toBe(20_000n);
  });
});
