import { API, SESSION_LIMITS, walletTransferValueSchema } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, valueOf } from '../../testing/api-client';
import { manualClock } from '../../testing/manual-clock';
import { mainBalance, newPlayer, requestId, type TestPlayer } from '../../testing/money-fixtures';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';
import { sha256Hex } from '../../security/tokens';

// A transfer's session is checked in the posting's own statement (ledger_post_set, migration 0014): once a token has
// been seen, the server does not look its session up again before a transfer. Every way a session ends must still stop
// the transfer, with the answer a separate look-up would have given, and nothing posted.
const database = useTestDatabase();
const clock = manualClock();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ ...database.connection(), merchant: { transferVendors: ['BAYANI'] }, clock: clock.now });
});
afterAll(() => app.close());

const MINUTE = 60_000;
const transfer = (token: string, id = requestId(), to = 'BAYANI') =>
  call(
    app,
    'POST',
    API.walletTransfer,
    { requestId: id, from: 'main', to, amount: '100' },
    { token, now: clock.now() },
  );
const ledgerRows = async () =>
  (await app.db.query<{ count: bigint }>('SELECT count(*) AS count FROM ledger_transactions')).rows[0]?.count;
const loggedOut = (reason: string) => ({
  success: false,
  errorCode: 'login.not.session',
  message: 'The account has been logged out, please log in again',
  value: { reason },
});

/** A funded player whose token the server has already seen (its owner is remembered). */
async function knownPlayer(): Promise<TestPlayer> {
  const player = await newPlayer(app, { funds: 10_000n, now: clock.now() });
  expect((await transfer(player.token)).statusCode).toBe(200);
  return player;
}

/** The transfer is refused with `reason` and nothing is posted, replays of earlier transfers included. */
async function expectRefused(player: TestPlayer, reason: string, replayOf?: ReturnType<typeof requestId>) {
  const before = { rows: await ledgerRows(), main: await mainBalance(app, player.id) };
  for (const response of [
    await transfer(player.token),
    ...(replayOf ? [await transfer(player.token, replayOf)] : []),
  ]) {
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(loggedOut(reason));
  }
  expect(await ledgerRows()).toBe(before.rows);
  expect(await mainBalance(app, player.id)).toBe(before.main);
}

describe('wallet transfers check the session with the posting', () => {
  it('refuse a known token after logout, replays too', async () => {
    const player = await newPlayer(app, { funds: 10_000n, now: clock.now() });
    const id = requestId();
    expect((await transfer(player.token, id)).statusCode).toBe(200);
    await call(app, 'DELETE', API.logout, undefined, { token: player.token });
    await expectRefused(player, 'ended', id);
  });

  it('refuse a known token once the account is disabled', async () => {
    const player = await knownPlayer();
    await app.db.query("UPDATE accounts SET status = 'disabled' WHERE id = $1", [player.id]);
    await expectRefused(player, 'ended');
  });

  it('refuse a known token once the session has been idle too long', async () => {
    const player = await knownPlayer();
    clock.advance(SESSION_LIMITS.idleMs + MINUTE);
    await expectRefused(player, 'expired');
  });

  it('count as use: the idle expiry moves forward, at most once a minute', async () => {
    const player = await knownPlayer();
    const idleExpiry = async () =>
      (
        await app.db.query<{ idle: Date }>('SELECT idle_expires_at AS idle FROM sessions WHERE token_hash = $1', [
          sha256Hex(player.token),
        ])
      ).rows[0]?.idle.getTime();
    clock.advance(SESSION_LIMITS.idleMs - MINUTE);
    expect((await transfer(player.token)).statusCode).toBe(200);
    expect(await idleExpiry()).toBe(clock.now() + SESSION_LIMITS.idleMs);
    const moved = clock.now();
    clock.advance(MINUTE / 2);
    expect((await transfer(player.token)).statusCode).toBe(200);
    expect(await idleExpiry()).toBe(moved + SESSION_LIMITS.idleMs);
    // the session lives on past its first idle expiry because transfers kept it in use
    clock.advance(SESSION_LIMITS.idleMs - MINUTE);
    const value = walletTransferValueSchema.parse(valueOf(await transfer(player.token)));
    expect(value.replayed).toBe(false);
  });

  it('answer 401, not the transfer refusal, for a call after logout that is refused before posting', async () => {
    const player = await knownPlayer();
    expect((await transfer(player.token, requestId(), 'NOPE')).json()).toMatchObject({ errorCode: 'transfer.invalid' });
    await call(app, 'DELETE', API.logout, undefined, { token: player.token });
    const response = await transfer(player.token, requestId(), 'NOPE');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(loggedOut('ended'));
  });

  it('refuse tokens never seen or of no session as before', async () => {
    const response = await transfer('x'.repeat(43));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errorCode: 'login.not.session', value: { reason: 'missing' } });
  });
});
