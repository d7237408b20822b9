import { ORIGINALS_PATHS, playRoundSchema } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { valueOf } from '../../testing/api-client';
import { manualClock } from '../../testing/manual-clock';
import { ORIGINALS_PROVIDER } from '../../db/seed/demo-catalogue';
import { originalsKit, originalsTestApp, useOriginalsDatabase } from './originals-test-kit';
import { roundsRepository } from './repository-rounds';
import { ROUND_ABANDON_MS, ROUND_SWEEP_GRACE_MS, createRoundService } from './service-rounds';
import { createSeedService } from './service-seeds';
import { createSessionService } from './service-sessions';
import { createWalletClient } from './wallet-client';
import { injectTransport, type WalletTransport } from '../wallet-client';

const database = useOriginalsDatabase();
const clock = manualClock();
let app: FastifyInstance;
let kit: ReturnType<typeof originalsKit>;
let demo: string;

/** The in-process wallet, with faults switched on per path: the call is lost before it arrives, or its answer is. */
const faults = new Map<string, 'before' | 'after'>();
let transport: WalletTransport;
const faulty: WalletTransport = async (path, body, headers) => {
  const fault = faults.get(path);
  if (fault === 'before') throw new Error('connection reset');
  const reply = await transport(path, body, headers);
  if (fault === 'after') throw new Error('timed out waiting for the answer');
  return reply;
};

function services() {
  const wallet = createWalletClient({
    provider: ORIGINALS_PROVIDER,
    secret: () => app.gameWallet.secrets.secretOf(ORIGINALS_PROVIDER) ?? '',
    transport: faulty,
    clock: clock.now,
    retryDelaysMs: [1, 1],
  });
  const seeds = createSeedService({ db: app.db, clock: clock.now });
  const merchant = 'PALARO';
  return {
    sessions: createSessionService({
      db: app.db,
      games: app.originals.games,
      wallet,
      seeds,
      merchant,
      clock: clock.now,
    }),
    rounds: createRoundService({
      db: app.db,
      games: app.originals.games,
      wallet,
      seeds,
      merchant,
      clock: clock.now,
      log: app.log,
    }),
  };
}

beforeAll(async () => {
  app = await originalsTestApp(database.db(), { clock: clock.now });
  transport = injectTransport(app);
  kit = originalsKit(app);
  demo = await kit.login('demo', 'Demo1234');
});
afterAll(() => app.close());

async function walletCalls(roundId: string) {
  const { rows } = await app.db.query<{ kind: string }>(
    `SELECT kind FROM wallet_calls WHERE provider = 'ORIGINALS' AND round_id = $1 ORDER BY created_at`,
    [roundId],
  );
  return rows.map((row) => row.kind);
}

describe('rounds the wallet did not answer', () => {
  it('a lost bet answer: the same request id again finishes the one round, the bet is taken once', async () => {
    const { sessions, rounds } = services();
    const opened = await kit.open(demo, 'color-game');
    const session = await sessions.authenticate(opened.sessionToken);
    const before = await kit.mainBalance(demo);
    faults.set('/gw/wallet/bet', 'after');
    const request = { requestId: kit.requestId(), bet: { stakes: { red: '2500' } } };
    await expect(rounds.play(session, request)).rejects.toMatchObject({
      errorCode: 'originals.round.pending',
      statusCode: 503,
    });
    // the bet reached the wallet; the round waits for its answer with nothing drawn
    expect(await kit.mainBalance(demo)).toBe(before - 2500n);
    const stored = await roundsRepository.byRequest(app.db, 'PALARO', session.player_id, request.requestId);
    expect(stored).toMatchObject({ status: 'betting', nonce: null });
    faults.clear();
    const done = await rounds.play(session, request);
    expect(done.round.status).toBe('settled');
    expect(await walletCalls(done.round.roundId)).toEqual(['bet', 'win', 'endRound']);
    expect(await kit.mainBalance(demo)).toBe(before - 2500n + BigInt(done.round.totalWin ?? ''));
  });

  it('a lost win: the sweep pays it later with the same ids, and the balance is exact', async () => {
    const { sessions, rounds } = services();
    const opened = await kit.open(demo, 'baccarat');
    const session = await sessions.authenticate(opened.sessionToken);
    const before = await kit.mainBalance(demo);
    faults.set('/gw/wallet/win', 'before');
    const request = { requestId: kit.requestId(), bet: { stakes: { banker: '1000', player: '1000' } } };
    await expect(rounds.play(session, request)).rejects.toMatchObject({ errorCode: 'originals.round.pending' });
    const drawn = await roundsRepository.byRequest(app.db, 'PALARO', session.player_id, request.requestId);
    expect(drawn?.status).toBe('drawn');
    faults.clear();
    expect(await rounds.sweep()).toBe(0);
    clock.advance(ROUND_SWEEP_GRACE_MS + 1);
    expect(await rounds.sweep()).toBe(1);
    const settled = await roundsRepository.byId(app.db, drawn?.round_id ?? '');
    expect(settled?.status).toBe('settled');
    expect(await walletCalls(settled?.round_id ?? '')).toEqual(['bet', 'win', 'endRound']);
    expect(await kit.mainBalance(demo)).toBe(before - 2000n + (settled?.total_win ?? 0n));
    // the page's own retry now answers the settled round
    expect((await rounds.play(session, request)).round.roundId).toBe(settled?.round_id);
  });

  it('a bet the wallet never answers is rolled back once abandoned, and a late bet with its id is refused', async () => {
    const { sessions, rounds } = services();
    const opened = await kit.open(demo, 'color-game');
    const session = await sessions.authenticate(opened.sessionToken);
    const before = await kit.mainBalance(demo);
    faults.set('/gw/wallet/bet', 'before');
    const request = { requestId: kit.requestId(), bet: { stakes: { pink: '400' } } };
    await expect(rounds.play(session, request)).rejects.toMatchObject({ errorCode: 'originals.round.pending' });
    clock.advance(ROUND_ABANDON_MS + 1);
    faults.clear();
    await rounds.sweep();
    const round = await roundsRepository.byRequest(app.db, 'PALARO', session.player_id, request.requestId);
    expect(round).toMatchObject({ status: 'rolled_back', nonce: null });
    expect(await kit.mainBalance(demo)).toBe(before);
    expect(await walletCalls(round?.round_id ?? '')).toEqual(['void', 'rollback']);
    const retried = await rounds.play(session, request);
    expect(retried.round.status).toBe('rolledBack');
    expect(await kit.mainBalance(demo)).toBe(before);
  });

  it('lists a round still being settled as pending', async () => {
    const { sessions, rounds } = services();
    const opened = await kit.open(demo, 'color-game');
    const session = await sessions.authenticate(opened.sessionToken);
    faults.set('/gw/wallet/endRound', 'before');
    await expect(
      rounds.play(session, { requestId: kit.requestId(), bet: { stakes: { white: '100' } } }),
    ).rejects.toMatchObject({ errorCode: 'originals.round.pending' });
    faults.clear();
    const history = await rounds.history(session, { pageNo: 1, pageSize: 5 });
    expect(history.list[0]).toMatchObject({ status: 'pending', balanceAfter: null });
    clock.advance(ROUND_SWEEP_GRACE_MS + 1);
    await rounds.sweep();
    expect((await rounds.history(session, { pageNo: 1, pageSize: 5 })).list[0]?.status).toBe('settled');
    const viaApi = playRoundSchema.shape.round
      .array()
      .parse(valueOf<{ list: unknown[] }>(await kit.api('GET', ORIGINALS_PATHS.rounds, opened.sessionToken)).list);
    expect(viaApi[0]?.status).toBe('settled');
  });
});
