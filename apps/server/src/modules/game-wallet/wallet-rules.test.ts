import { API, PROVIDER_WALLET_PATHS as PATHS, walletBalanceSchema, type WalletSession } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor, valueOf } from '../../testing/api-client';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';
import { verifyLedger } from '../ledger/verify';
import { walletKit } from './wallet-test-kit';

const database = useTestDatabase();
let app: FastifyInstance;
let token: string;
let kit: ReturnType<typeof walletKit>;
let session: WalletSession;

beforeAll(async () => {
  app = await buildTestApp(database.connection());
  token = await tokenFor(app, 'demo', 'Demo1234');
  kit = walletKit(app);
  session = await kit.session(token, await kit.nodeOf('gameType=RNG&vassalage=LUMEN'));
});
afterAll(() => app.close());

const balance = async () =>
  BigInt(valueOf<{ sumAmount: string }>(await call(app, 'GET', API.wallets, undefined, { token })).sumAmount);
const ok = async (path: string, body: object) =>
  walletBalanceSchema.parse(valueOf(await kit.signed(path, { sessionId: session.sessionId, ...body })));
const refused = async (path: string, body: object) =>
  kit.errorCode(await kit.signed(path, { sessionId: session.sessionId, ...body }));
/** game_round over all its shards (migration 0028). */
const roundAccount = async () => {
  const { rows } = await app.db.query<{ balance: bigint }>(
    "SELECT coalesce(sum(balance), 0)::int8 AS balance FROM ledger_accounts WHERE kind = 'game_round' AND merchant = 'PALARO'",
  );
  return rows[0]?.balance ?? 0n;
};

describe('seamless wallet: bets and wins', () => {
  it('takes a bet, pays a win, settles the round with the house and keeps the ledger whole', async () => {
    const before = await balance();
    const roundBefore = await roundAccount();
    const roundId = kit.id('r');
    const bet = await ok(PATHS.bet, { transactionId: kit.id('b'), roundId, amount: '500' });
    expect(BigInt(bet.balance)).toBe(before - 500n);
    expect(bet.round).toBe('open');
    const win = await ok(PATHS.win, { transactionId: kit.id('w'), roundId, amount: '1250', endRound: true });
    expect(BigInt(win.balance)).toBe(before + 750n);
    expect(win.round).toBe('closed');
    expect(await balance()).toBe(before + 750n);
    expect(await roundAccount()).toBe(roundBefore);
    expect(await refused(PATHS.bet, { transactionId: kit.id('b'), roundId, amount: '100' })).toBe(
      'wallet.round.closed',
    );
    expect((await verifyLedger(app.db)).differences).toEqual([]);
  });

  it('answers a duplicate with the first answer and refuses the same id with other content', async () => {
    const roundId = kit.id('r');
    const transactionId = kit.id('b');
    const first = await ok(PATHS.bet, { transactionId, roundId, amount: '300' });
    const before = await balance();
    const again = await ok(PATHS.bet, { transactionId, roundId, amount: '300' });
    expect(again).toEqual(first);
    expect(await balance()).toBe(before);
    expect(await refused(PATHS.bet, { transactionId, roundId, amount: '301' })).toBe('wallet.transaction.conflict');
    expect(await refused(PATHS.win, { transactionId, roundId, amount: '0' })).toBe('wallet.transaction.conflict');
    expect(await balance()).toBe(before);
  });

  it('refuses a win without its bet and a bet larger than the balance', async () => {
    expect(await refused(PATHS.win, { transactionId: kit.id('w'), roundId: kit.id('r'), amount: '100' })).toBe(
      'wallet.bet.missing',
    );
    const before = await balance();
    expect(
      await refused(PATHS.bet, { transactionId: kit.id('b'), roundId: kit.id('r'), amount: String(before + 1n) }),
    ).toBe('wallet.insufficient');
    expect(await balance()).toBe(before);
  });

  it('closes a lost round with a zero win and moves the stake to the house', async () => {
    const roundId = kit.id('r');
    const roundBefore = await roundAccount();
    await ok(PATHS.bet, { transactionId: kit.id('b'), roundId, amount: '200' });
    const lost = await ok(PATHS.win, { transactionId: kit.id('w'), roundId, amount: '0' });
    expect(lost.walletTransactionId).toBeNull();
    await ok(PATHS.endRound, { transactionId: kit.id('e'), roundId });
    expect(await roundAccount()).toBe(roundBefore);
  });
});

describe('seamless wallet: rollbacks', () => {
  it('returns the stake of a bet', async () => {
    const before = await balance();
    const roundId = kit.id('r');
    const betId = kit.id('b');
    await ok(PATHS.bet, { transactionId: betId, roundId, amount: '400' });
    const back = await ok(PATHS.rollback, { transactionId: kit.id('rb'), roundId, betTransactionId: betId });
    expect(BigInt(back.balance)).toBe(before);
    // a second rollback of the same bet returns nothing more
    await ok(PATHS.rollback, { transactionId: kit.id('rb'), roundId, betTransactionId: betId });
    expect(await balance()).toBe(before);
    expect(await refused(PATHS.win, { transactionId: kit.id('w'), roundId, amount: '100' })).toBe('wallet.bet.missing');
  });

  it('refuses a rollback after a win', async () => {
    const roundId = kit.id('r');
    const betId = kit.id('b');
    await ok(PATHS.bet, { transactionId: betId, roundId, amount: '100' });
    await ok(PATHS.win, { transactionId: kit.id('w'), roundId, amount: '150' });
    const before = await balance();
    expect(await refused(PATHS.rollback, { transactionId: kit.id('rb'), roundId, betTransactionId: betId })).toBe(
      'wallet.rollback.after.win',
    );
    expect(await balance()).toBe(before);
  });

  it('records a rollback of an unknown bet, so the late bet is refused', async () => {
    const before = await balance();
    const roundId = kit.id('r');
    const betId = kit.id('b');
    const early = await ok(PATHS.rollback, { transactionId: kit.id('rb'), roundId, betTransactionId: betId });
    expect(early.walletTransactionId).toBeNull();
    expect(await refused(PATHS.bet, { transactionId: betId, roundId, amount: '100' })).toBe('wallet.bet.rolled.back');
    expect(await balance()).toBe(before);
  });
});

describe('seamless wallet: sessions and signatures', () => {
  it('refuses bets after the session ended but still takes wins and rollbacks of its rounds', async () => {
    const own = await kit.session(token, await kit.nodeOf('gameType=PVP'));
    const as = (body: object) => ({ sessionId: own.sessionId, ...body });
    const roundA = kit.id('r');
    const roundB = kit.id('r');
    const betB = kit.id('b');
    valueOf(await kit.signed(PATHS.bet, as({ transactionId: kit.id('b'), roundId: roundA, amount: '100' })));
    valueOf(await kit.signed(PATHS.bet, as({ transactionId: betB, roundId: roundB, amount: '100' })));
    valueOf(await kit.signed(PATHS.endSession, { sessionId: own.sessionId }));
    expect(
      kit.errorCode(
        await kit.signed(PATHS.bet, as({ transactionId: kit.id('b'), roundId: kit.id('r'), amount: '100' })),
      ),
    ).toBe('wallet.session.ended');
    const before = await balance();
    valueOf(
      await kit.signed(PATHS.win, as({ transactionId: kit.id('w'), roundId: roundA, amount: '300', endRound: true })),
    );
    valueOf(
      await kit.signed(PATHS.rollback, as({ transactionId: kit.id('rb'), roundId: roundB, betTransactionId: betB })),
    );
    expect(await balance()).toBe(before + 400n);
  });

  it('changes nothing for bad, missing or stale signatures, unknown providers or another provider', async () => {
    const before = await balance();
    const body = { sessionId: session.sessionId, transactionId: kit.id('b'), roundId: kit.id('r'), amount: '100' };
    expect(kit.errorCode(await kit.signed(PATHS.bet, body, { signature: 'ab'.repeat(32) }))).toBe(
      'wallet.signature.invalid',
    );
    expect(kit.errorCode(await kit.signed(PATHS.bet, body, { signature: null }))).toBe('wallet.signature.invalid');
    expect(kit.errorCode(await kit.signed(PATHS.bet, body, { timestamp: Date.now() - 60_000 }))).toBe(
      'wallet.timestamp.stale',
    );
    expect(kit.errorCode(await kit.signed(PATHS.bet, body, { provider: 'NOBODY' }))).toBe('wallet.provider.unknown');
    expect(kit.errorCode(await kit.signed(PATHS.bet, body, { provider: 'ORIGINALS' }))).toBe('wallet.session.unknown');
    const tampered = await app.inject({
      method: 'POST',
      url: PATHS.bet,
      payload: JSON.stringify({ ...body, amount: '1', timestamp: Date.now() }),
      headers: { 'content-type': 'application/json', 'x-provider': 'SIMULATOR', 'x-signature': 'cd'.repeat(32) },
    });
    expect(tampered.statusCode).toBe(401);
    expect(await balance()).toBe(before);
    const { rows } = await app.db.query<{ count: bigint }>(
      'SELECT count(*) AS count FROM wallet_calls WHERE transaction_id = $1',
      [body.transactionId],
    );
    expect(rows[0]?.count).toBe(0n);
  });
});

describe('seamless wallet: body size', () => {
  it('refuses a body over 16 KB of any declared type without reading it', async () => {
    for (const type of ['application/json', 'text/plain']) {
      const response = await app.inject({
        method: 'POST',
        url: PATHS.balance,
        headers: { 'content-type': type },
        payload: 'a'.repeat(20_000),
      });
      expect({ type, status: response.statusCode }).toEqual({ type, status: 413 });
    }
  });
});

describe('transfer mode and trial accounts', () => {
  it('plays a transfer-mode vendor from the vendor sub-wallet only', async () => {
    const live = await kit.session(token, await kit.nodeOf('gameType=LIVE&vassalage=BAYANI'));
    expect(live.balance).toBe('0');
    const main = await balance();
    const refusedBet = await kit.signed(PATHS.bet, {
      sessionId: live.sessionId,
      transactionId: kit.id('b'),
      roundId: kit.id('r'),
      amount: '100',
    });
    expect(kit.errorCode(refusedBet)).toBe('wallet.insufficient');
    expect(await balance()).toBe(main);
  });

  it('lets a trial account play with its trial balance', async () => {
    const trial = valueOf<{ token: string }>(await call(app, 'POST', API.freeplay, {}, { ip: '10.1.2.3' }));
    const own = await kit.session(trial.token, await kit.nodeOf('gameType=FISH&vassalage=DAGAT'));
    expect(own.balance).toBe('200000');
    const bet = walletBalanceSchema.parse(
      valueOf(
        await kit.signed(PATHS.bet, {
          sessionId: own.sessionId,
          transactionId: kit.id('b'),
          roundId: kit.id('r'),
          amount: '1000',
        }),
      ),
    );
    expect(bet.balance).toBe('199000');
  });
});

describe('winners board', () => {
  it('shows real wins from the ledger, biggest first, with masked names', async () => {
    const roundId = kit.id('r');
    await ok(PATHS.bet, { transactionId: kit.id('b'), roundId, amount: '1000' });
    await ok(PATHS.win, { transactionId: kit.id('w'), roundId, amount: '987654', endRound: true });
    const board = valueOf<{
      list: { vo: { customerName: string; winAmount: string; gameName: string; nodeId: number; iconUrl: string } }[];
    }>(await call(app, 'GET', `${API.winnerBoard}?gameCategory=ALL&limitNum=20&language=EN`));
    expect(board.list[0]?.vo).toMatchObject({
      customerName: 'de***o',
      winAmount: '9876.54',
      nodeId: session.game.nodeId,
      gameName: session.game.gameName,
    });
    const amounts = board.list.map((entry) => Number(entry.vo.winAmount));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const live = valueOf<{ list: unknown[] }>(await call(app, 'GET', `${API.winnerBoard}?gameCategory=LIVE`));
    expect(live.list).toEqual([]);
  });
});
