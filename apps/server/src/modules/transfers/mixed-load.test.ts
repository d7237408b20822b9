import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyDifferences } from '../../testing/money-audit';
import { injectClient } from '../../testing/money-client';
import {
  LOAD_LIMITS,
  LOAD_MERCHANT,
  LOAD_PAYMENT_PASSWORD,
  loadPlayers,
  operatorToken,
} from '../../testing/money-fixtures';
import { runMoneyLoad } from '../../testing/money-load';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';
import { verifyLedger } from '../ledger/verify';
import { depositsRepository } from '../payments/repository';
import { signPayload } from '../payments/gateway';

const onPostgres = Boolean(process.env.DATABASE_URL);
const title = onPostgres
  ? 'money under mixed load (PostgreSQL)'
  : 'money under mixed load: skipped, set DATABASE_URL to a PostgreSQL server';
const FUNDS = 200_000n;

const database = useTestDatabase();
let app: FastifyInstance;

beforeAll(async () => {
  if (!onPostgres) return;
  app = await buildTestApp({ ...database.connection(), merchant: LOAD_MERCHANT, limits: LOAD_LIMITS });
});
afterAll(async () => app?.close());

describe.skipIf(!onPostgres)(title, () => {
  it(
    'keeps 20 workers x 500 random transfers, deposits and withdrawals with exact and conflicting resends consistent',
    { timeout: 180_000 },
    async () => {
      const players = await loadPlayers(app, 12, FUNDS);
      const secret = await depositsRepository(app.db).gatewaySecret('PALARO', 'sandbox', 'x'.repeat(64));
      const started = Date.now();
      const log = await runMoneyLoad(
        {
          client: injectClient(app),
          players,
          operatorToken: await operatorToken(app, 'cashier'),
          vendors: ['BAYANI', 'SIKLAB'],
          paymentPassword: LOAD_PAYMENT_PASSWORD,
          sign: async (body) => signPayload(secret, body, Date.now()),
        },
        { workers: 20, steps: 500 },
      );
      console.info(`mixed load: 10000 steps in ${Date.now() - started} ms`, log.counts);
      expect(log.problems).toEqual([]);
      expect(log.counts['exact resend']).toBeGreaterThan(300);
      expect(log.counts['conflicting resend']).toBeGreaterThan(40);
      expect(log.transfers.length).toBeGreaterThan(3_000);
      expect(await moneyDifferences(app.db, players, FUNDS, log)).toEqual([]);
      expect((await verifyLedger(app.db)).differences).toEqual([]);
    },
  );
});
