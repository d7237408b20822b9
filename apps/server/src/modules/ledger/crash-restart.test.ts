import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../db/open-db';
import { moneyDifferences } from '../../testing/money-audit';
import { httpClient } from '../../testing/money-client';
import {
  LOAD_LIMITS,
  LOAD_MERCHANT,
  LOAD_PAYMENT_PASSWORD,
  loadPlayers,
  operatorToken,
} from '../../testing/money-fixtures';
import { runMoneyLoad, type LoadPlayer } from '../../testing/money-load';
import { spawnServer, type ServerRun } from '../../testing/spawn-server';
import { makeTempDir, removeTempDirs } from '../../testing/temp-dir';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';
import { signPayload } from '../payments/gateway';
import { depositsRepository } from '../payments/repository';
import { verifyLedger } from './verify';

const onPostgres = Boolean(process.env.DATABASE_URL);
const title = onPostgres
  ? 'money across a server crash (PostgreSQL)'
  : 'money across a server crash: skipped, set DATABASE_URL to a PostgreSQL server';
const FUNDS = 200_000n;

const database = useTestDatabase();
let env: Record<string, string>;
let players: LoadPlayer[];
let cashier: string;
let secret: string;
let run: ServerRun | undefined;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

beforeAll(async () => {
  if (!onPostgres) return;
  const { databaseUrl } = database.connection();
  if (!databaseUrl) throw new Error('no database URL');
  // the database is prepared in-process; the server under test then runs in processes of its own on it
  const app = await buildTestApp({ databaseUrl, merchant: LOAD_MERCHANT, limits: LOAD_LIMITS });
  players = await loadPlayers(app, 8, FUNDS);
  cashier = await operatorToken(app, 'cashier');
  secret = await depositsRepository(app.db).gatewaySecret('PALARO', 'sandbox', 'y'.repeat(64));
  await app.close();
  const dataDir = makeTempDir('crash');
  const merchantConfig = join(dataDir, 'merchant.json');
  writeFileSync(merchantConfig, JSON.stringify(LOAD_MERCHANT));
  env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    MERCHANT_CONFIG: merchantConfig,
    API_RATE_LIMIT: '9999999',
    CALL_LIMIT_FACTOR: '1000',
    PORT: String(await freePort()),
  };
}, 60_000);

afterAll(async () => {
  if (run && run.child.exitCode === null) {
    run.child.kill('SIGTERM');
    await run.exited;
  }
  removeTempDirs();
});

describe.skipIf(!onPostgres)(title, () => {
  it(
    'loses nothing and applies nothing twice when the server is killed mid-run and clients resend with the same keys',
    { timeout: 240_000 },
    async () => {
      run = spawnServer(env);
      const base = await run.listening;
      const kills: number[] = [];
      // killed at fixed points of the run (not times), so requests are always in flight however fast the machine
      const killAt = [600, 1_800];
      let reached: (() => void) | undefined;
      let nextKill = killAt[0] ?? Infinity;
      const onStep = (done: number) => {
        if (done >= nextKill && reached) {
          nextKill = Infinity;
          reached();
        }
      };
      const killer = (async () => {
        for (const [index] of killAt.entries()) {
          await new Promise<void>((resolve) => (reached = resolve));
          const current = run;
          if (!current) return;
          current.child.kill('SIGKILL');
          await current.exited;
          kills.push(Date.now());
          run = spawnServer(env);
          await run.listening;
          nextKill = killAt[index + 1] ?? Infinity;
        }
      })();
      const log = await runMoneyLoad(
        {
          client: httpClient(() => base),
          players,
          operatorToken: cashier,
          vendors: ['BAYANI', 'SIKLAB'],
          paymentPassword: LOAD_PAYMENT_PASSWORD,
          sign: async (body) => signPayload(secret, body, Date.now()),
        },
        { workers: 20, steps: 150, onStep },
      );
      // both kills happened during the run: the killer is done by now, not waiting for steps that never come
      expect(
        await Promise.race([
          killer.then(() => 'killed twice'),
          new Promise((resolve) => setTimeout(() => resolve('still waiting'), 100)),
        ]),
      ).toBe('killed twice');
      expect(kills).toHaveLength(2);
      expect(log.problems).toEqual([]);
      expect(log.transfers.length).toBeGreaterThan(500);
      // the kills did cut requests off: clients had to send them again
      expect(log.counts['resent after no answer']).toBeGreaterThan(0);

      const db = await openDb({
        databaseUrl: env.DATABASE_URL,
        dataDir: env.DATA_DIR ?? '',
        onIdleError: () => undefined,
      });
      try {
        expect(await moneyDifferences(db, players, FUNDS, log)).toEqual([]);
        expect((await verifyLedger(db)).differences).toEqual([]);
      } finally {
        await db.close();
      }
    },
  );
});
