import {
  API,
  HEADER,
  launchGameSchema,
  openSessionSchema,
  ORIGINALS_PATHS,
  walletSummarySchema,
  type OpenSession,
} from '@palaro/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../db/db';
import { runMigrations } from '../../db/migrate';
import { openPostgres } from '../../db/postgres-driver';
import { call, tokenFor, valueOf } from '../../testing/api-client';
import { buildTestApp, type TestConfigOptions } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';
import type { Clock } from '../../security/clock';

/** A fresh, migrated database with the Originals tables (migration 0009). */
export function useOriginalsDatabase(): { db: () => Db } {
  const database = useTestDatabase();
  let db: Db | undefined;
  let owned = false;
  beforeAll(async () => {
    const connection = database.connection();
    owned = !connection.db;
    db = connection.db ?? (await openPostgres(connection.databaseUrl ?? '', () => undefined));
    await runMigrations(db);
  });
  afterAll(async () => {
    if (owned) await db?.close();
  });
  return {
    db: () => {
      if (!db) throw new Error('database not open yet');
      return db;
    },
  };
}

/** A test app with the Originals game server in it. */
export async function originalsTestApp(
  db: Db,
  options: TestConfigOptions & { clock?: Clock } = {},
): Promise<FastifyInstance> {
  const app = await buildTestApp({ ...options, db });
  await app.ready();
  return app;
}

/** Test support: launches an Original as the lobby does and plays it as its game page does. */
export function originalsKit(app: FastifyInstance) {
  async function nodeOf(gameCode: string): Promise<number> {
    const list = valueOf<{ games: { nodeId: number; gameCode: string }[] }>(
      await call(app, 'GET', `${API.gameList}?gameType=LOCAL&pageSize=60`),
    );
    const game = list.games.find((entry) => entry.gameCode === gameCode);
    if (!game) throw new Error(`no Original ${gameCode} in the catalogue`);
    return game.nodeId;
  }

  async function launchToken(accountToken: string, gameCode: string, extra = ''): Promise<string> {
    const value = launchGameSchema.parse(
      valueOf(
        await call(app, 'GET', `${API.launchGame}?nodeId=${await nodeOf(gameCode)}${extra}`, undefined, {
          token: accountToken,
        }),
      ),
    );
    const token = new URL(value.url, 'http://local').searchParams.get('token');
    if (!token) throw new Error('launch URL without a token');
    return token;
  }

  const openWith = (launch: string) =>
    app.inject({ method: 'POST', url: ORIGINALS_PATHS.session, payload: { launchToken: launch } });

  async function open(accountToken: string, gameCode: string, extra = ''): Promise<OpenSession> {
    return openSessionSchema.parse(valueOf(await openWith(await launchToken(accountToken, gameCode, extra))));
  }

  function api(
    method: 'GET' | 'POST',
    url: string,
    sessionToken: string | undefined,
    payload?: object,
  ): Promise<LightMyRequestResponse> {
    return app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: sessionToken ? { [HEADER.authorization]: sessionToken } : {},
    });
  }

  /** The player's main wallet in minor units, as the lobby reads it. */
  async function mainBalance(accountToken: string): Promise<bigint> {
    const summary = walletSummarySchema.parse(
      valueOf(await call(app, 'GET', API.wallets, undefined, { token: accountToken })),
    );
    const main = summary.wallets.find((wallet) => wallet.kind === 'main');
    return BigInt(main?.amount ?? '0');
  }

  const login = (username: string, password: string) => tokenFor(app, username, password);
  const errorCode = (response: LightMyRequestResponse) => response.json<{ errorCode?: string }>().errorCode;
  let counter = 0;
  const requestId = () => `req-${Date.now().toString(36)}-${(counter += 1).toString(36)}`;

  return { nodeOf, launchToken, openWith, open, api, mainBalance, login, errorCode, requestId };
}
