import { randomBytes } from 'node:crypto';
import {
  API,
  PROVIDER_HEADERS,
  PROVIDER_WALLET_PATHS,
  SESSION_LIMITS,
  launchGameSchema,
  walletSessionSchema,
  type WalletSession,
} from '@palaro/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { call, valueOf } from '../../testing/api-client';
import { sha256Hex } from '../../security/tokens';
import { createSessionsRepository } from '../sessions/repository';
import { signBody } from '../wallet-client';

/** A live login session of `accountId`, for games launched straight through the launch service (its token hash). */
export async function loginSessionOf(app: FastifyInstance, accountId: bigint, now = Date.now()): Promise<string> {
  const tokenHash = sha256Hex(randomBytes(32).toString('base64url'));
  await createSessionsRepository(app.db).insert({
    tokenHash,
    accountId,
    kind: 'normal',
    now: new Date(now),
    idleExpiresAt: new Date(now + SESSION_LIMITS.idleMs),
    absoluteExpiresAt: new Date(now + SESSION_LIMITS.absoluteMs),
  });
  return tokenHash;
}

/** Test support: signed provider calls through app.inject, and launches that end in a game session. */
export function walletKit(app: FastifyInstance, now: () => number = Date.now) {
  const secret = (provider: string) => {
    // a provider the server does not know signs with a secret of its own
    return app.gameWallet.secrets.secretOf(provider) ?? 'a-secret-the-server-has-never-seen-0000';
  };

  function signed(
    path: string,
    body: object,
    options: { provider?: string; timestamp?: number; signature?: string | null } = {},
  ) {
    const provider = options.provider ?? 'SIMULATOR';
    const payload = JSON.stringify({ ...body, timestamp: options.timestamp ?? now() });
    const signature = options.signature === undefined ? signBody(secret(provider), payload) : options.signature;
    return app.inject({
      method: 'POST',
      url: path,
      payload,
      headers: {
        'content-type': 'application/json',
        [PROVIDER_HEADERS.provider]: provider,
        ...(signature === null ? {} : { [PROVIDER_HEADERS.signature]: signature }),
      },
    });
  }

  async function nodeOf(query: string): Promise<number> {
    const response = await call(app, 'GET', `${API.gameList}?${query}&pageSize=1`);
    const game = valueOf<{ games: { nodeId: number }[] }>(response).games[0];
    if (!game) throw new Error(`no game for ${query}`);
    return game.nodeId;
  }

  async function launch(token: string, nodeId: number, extra = ''): Promise<{ url: string; launchToken: string }> {
    const value = launchGameSchema.parse(
      valueOf(await call(app, 'GET', `${API.launchGame}?nodeId=${nodeId}${extra}`, undefined, { token })),
    );
    const launchToken = new URL(value.url, 'http://local').searchParams.get('token');
    if (!launchToken) throw new Error('launch URL without token');
    return { url: value.url, launchToken };
  }

  async function session(token: string, nodeId: number, provider = 'SIMULATOR', extra = ''): Promise<WalletSession> {
    const { launchToken } = await launch(token, nodeId, extra);
    return walletSessionSchema.parse(
      valueOf(await signed(PROVIDER_WALLET_PATHS.session, { launchToken }, { provider })),
    );
  }

  const id = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex')}`;
  const errorCode = (response: LightMyRequestResponse) => response.json<{ errorCode?: string }>().errorCode;

  return { signed, nodeOf, launch, session, id, errorCode };
}
