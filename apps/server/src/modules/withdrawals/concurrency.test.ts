import { API } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectClient } from '../../testing/money-client';
import {
  LOAD_LIMITS,
  LOAD_MERCHANT,
  LOAD_PAYMENT_PASSWORD,
  loadPlayers,
  mainBalance,
  requestId,
} from '../../testing/money-fixtures';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';
import { verifyLedger } from '../ledger/verify';

// PGlite runs one statement at a time, so only a PostgreSQL server can show races
const onPostgres = Boolean(process.env.DATABASE_URL);
const title = onPostgres
  ? 'withdrawals under concurrency (PostgreSQL)'
  : 'withdrawals under concurrency: skipped, set DATABASE_URL to a PostgreSQL server';

const database = useTestDatabase();
let app: FastifyInstance;

beforeAll(async () => {
  if (!onPostgres) return;
  app = await buildTestApp({ ...database.connection(), merchant: LOAD_MERCHANT, limits: LOAD_LIMITS });
});
afterAll(async () => app?.close());

describe.skipIf(!onPostgres)(title, () => {
  it(
    'lets exactly one of 100 concurrent withdrawals through when the funds cover one',
    { timeout: 120_000 },
    async () => {
      const [player] = await loadPlayers(app, 1, 20_000n);
      if (!player) throw new Error('no player');
      const client = injectClient(app);
      const replies = await Promise.all(
        Array.from({ length: 100 }, () =>
          client.sealed(
            API.withdraw,
            {
              requestId: requestId(),
              amount: '20000',
              bankCardId: player.cardId,
              paymentPassword: LOAD_PAYMENT_PASSWORD,
            },
            player.token,
          ),
        ),
      );
      const codes = replies.map((reply) => (reply.status === 200 ? 'ok' : reply.body.errorCode));
      expect(codes.filter((code) => code === 'ok')).toHaveLength(1);
      expect(codes.filter((code) => code === 'wallet.insufficient')).toHaveLength(99);
      expect(await mainBalance(app, player.id)).toBe(0n);
      const { rows } = await app.db.query<{ n: bigint }>(
        'SELECT count(*) AS n FROM withdrawals WHERE account_id = $1',
        [player.id],
      );
      expect(rows[0]?.n).toBe(1n);
      expect((await verifyLedger(app.db)).differences).toEqual([]);
    },
  );
});
