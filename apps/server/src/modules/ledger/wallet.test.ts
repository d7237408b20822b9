import { API, freeplayValueSchema, trialUserSchema, walletSummarySchema } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor, valueOf } from '../../testing/api-client';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';
import { verifyLedger } from './verify';

const database = useTestDatabase();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp(database.connection());
});
afterAll(() => app.close());

const wallet = async (token: string) =>
  walletSummarySchema.parse(valueOf(await call(app, 'GET', API.wallets, undefined, { token })));

describe('GET /wps/wallets/gcs', () => {
  it("answers the demo member's opening balance, credited through the ledger from the house", async () => {
    const token = await tokenFor(app, 'demo', 'Demo1234');
    expect(await wallet(token)).toEqual({
      sumBalance: '5000.00',
      currencySymbol: '₱',
      currency: 'PHP',
      sumAmount: '500000',
      wallets: [
        { kind: 'main', vendor: null, amount: '500000', balance: '5000.00' },
        { kind: 'bonus', vendor: null, amount: '0', balance: '0.00' },
      ],
    });
    const { rows } = await app.db.query<{ kind: string; metadata: unknown }>(
      "SELECT kind, metadata FROM ledger_transactions WHERE reference LIKE 'demo-opening-balance:%'",
    );
    expect(rows).toEqual([{ kind: 'adjustment', metadata: { reason: 'Demo opening balance' } }]);
  });

  it('gives a trial account its play money through the ledger', async () => {
    const trial = freeplayValueSchema.parse(valueOf(await call(app, 'POST', API.freeplay, {}, { ip: '10.0.0.9' })));
    expect((await wallet(trial.token)).sumBalance).toBe('2000.00');
    const user = trialUserSchema.parse(
      valueOf(await call(app, 'GET', API.trialUser, undefined, { token: trial.token })),
    );
    expect(user.trialBalance).toBe(200_000);
    expect((await verifyLedger(app.db)).differences).toEqual([]);
  });

  it('needs a session', async () => {
    const response = await call(app, 'GET', API.wallets);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'login.not.session' });
  });
});
