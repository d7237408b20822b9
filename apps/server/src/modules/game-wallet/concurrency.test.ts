import { PROVIDER_WALLET_PATHS as PATHS, walletSessionSchema, type WalletSession } from '@palaro/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { valueOf } from '../../testing/api-client';
import { MERCHANT, newFundedPlayer } from '../../testing/ledger-fixtures';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';
import { verifyLedger } from '../ledger/verify';
import { loginSessionOf, walletKit } from './wallet-test-kit';

// PGlite runs one statement at a time, so only a PostgreSQL server can show races
const onPostgres = Boolean(process.env.DATABASE_URL);
const title = onPostgres
  ? 'seamless wallet under concurrency (PostgreSQL)'
  : 'seamless wallet under concurrency: skipped, set DATABASE_URL to a PostgreSQL server';

const database = useTestDatabase();
let app: FastifyInstance;
let kit: ReturnType<typeof walletKit>;

beforeAll(async () => {
  if (!onPostgres) return;
  app = await buildTestApp({ ...database.connection(), logLevel: 'error' });
  kit = walletKit(app);
});
afterAll(async () => app?.close());

const TOTAL_CALLS = 10_000;
const WORKERS = 50;
const PLAYERS = 40;
const FUNDS = 200_000n;

type Player = { accountId: bigint; session: WalletSession; mainId: bigint };

const pick = <T>(list: readonly T[]): T => {
  const item = list[Math.floor(Math.random() * list.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};

async function moneyOf(accountIds: bigint[]): Promise<bigint> {
  const { rows } = await app.db.query<{ total: bigint }>(
    'SELECT coalesce(sum(balance), 0)::int8 AS total FROM ledger_accounts WHERE id = ANY($1::int8[])',
    [accountIds],
  );
  return rows[0]?.total ?? 0n;
}

describe.skipIf(!onPostgres)(title, () => {
  it('keeps every round whole through 10,000 calls from 50 workers with duplicates, conflicts and racing rollbacks', async () => {
    const { rows: nodes } = await app.db.query<{ node_id: number }>(
      "SELECT node_id FROM games WHERE vendor IN ('LUMEN', 'DAGAT', 'BARAHA') ORDER BY node_id",
    );
    const players: Player[] = [];
    for (let i = 0; i < PLAYERS; i += 1) {
      const main = await newFundedPlayer(app.db, app.ledger.service, FUNDS);
      const accountId = main.owner_id ?? 0n;
      const loginTokenHash = await loginSessionOf(app, accountId);
      const { url } = await app.gameWallet.launches.launch({
        accountId,
        loginTokenHash,
        nodeId: pick(nodes).node_id,
        freePlay: false,
        language: 'EN',
      });
      const launchToken = new URL(url, 'http://local').searchParams.get('token') ?? '';
      const session = walletSessionSchema.parse(valueOf(await kit.signed(PATHS.session, { launchToken })));
      players.push({ accountId, session, mainId: main.id });
    }
    // game_round's shards open as rounds first reach them: read the merchant's accounts at each count
    const merchantIds = async () => {
      const { rows } = await app.db.query<{ id: bigint }>(
        "SELECT id FROM ledger_accounts WHERE merchant = $1 AND owner_id IS NULL AND kind IN ('game_round', 'house')",
        [MERCHANT],
      );
      return rows.map((row) => row.id);
    };
    const playerIds = players.map((player) => player.mainId);
    const totalBefore = await moneyOf([...playerIds, ...(await merchantIds())]);

    const tally = { calls: 0, duplicates: 0, conflicts: 0, racedRollbacks: 0, badSignatures: 0 };
    const accepted = new Map<string, string>();
    const body = <T extends object>(player: Player, extra: T) => ({ sessionId: player.session.sessionId, ...extra });
    const send = (path: string, content: object) => {
      tally.calls += 1;
      return kit.signed(path, content);
    };
    const expectCode = (response: LightMyRequestResponse, allowed: (string | undefined)[]) => {
      const code = response.statusCode === 200 ? 'ok' : kit.errorCode(response);
      expect(allowed).toContain(code);
      return code;
    };

    async function playRound(worker: number, step: number): Promise<void> {
      const player = pick(players);
      const roundId = `c-${worker}-${step}`;
      const betId = `${roundId}-bet`;
      const bet = body(player, {
        transactionId: betId,
        roundId,
        amount: String(100 + Math.floor(Math.random() * 900)),
      });
      const roll = Math.random();
      if (roll < 0.15) {
        // a rollback racing its own bet: the round ends as nothing or as bet + refund, never as a refund alone
        tally.racedRollbacks += 1;
        const [betAnswer, rollbackAnswer] = await Promise.all([
          send(PATHS.bet, bet),
          send(PATHS.rollback, body(player, { transactionId: `${roundId}-rb`, roundId, betTransactionId: betId })),
        ]);
        expectCode(betAnswer, ['ok', 'wallet.bet.rolled.back', 'wallet.insufficient']);
        expectCode(rollbackAnswer, ['ok']);
        return;
      }
      const betAnswer = await send(PATHS.bet, bet);
      if (expectCode(betAnswer, ['ok', 'wallet.insufficient']) !== 'ok') return;
      accepted.set(`${roundId}|bet`, betAnswer.body);
      if (roll < 0.2) {
        // 5% concurrent exact duplicates: every copy answers the first answer
        tally.duplicates += 1;
        const copies = await Promise.all([send(PATHS.bet, bet), send(PATHS.bet, bet)]);
        for (const copy of copies) expect(copy.json()).toEqual(betAnswer.json());
        return;
      }
      if (roll < 0.21) {
        // 1% conflicting duplicates: the same id with another amount is refused
        tally.conflicts += 1;
        const changed = { ...bet, amount: String(Number(bet.amount) + 1) };
        const answers = await Promise.all([send(PATHS.bet, changed), send(PATHS.bet, changed)]);
        for (const answer of answers) expect(kit.errorCode(answer)).toBe('wallet.transaction.conflict');
        return;
      }
      if (roll < 0.23) {
        tally.badSignatures += 1;
        tally.calls += 2;
        const win = body(player, { transactionId: `${roundId}-forged`, roundId, amount: '999999' });
        expect((await kit.signed(PATHS.win, win, { signature: 'ab'.repeat(32) })).statusCode).toBe(401);
        expect((await kit.signed(PATHS.win, win, { timestamp: Date.now() - 120_000 })).statusCode).toBe(401);
        return;
      }
      if (roll < 0.55) {
        const win = body(player, {
          transactionId: `${roundId}-win`,
          roundId,
          amount: String(Math.floor(Math.random() * 2000)),
          endRound: Math.random() < 0.5,
        });
        // a win and a late rollback racing: exactly one of them can stand
        const [winAnswer, rollbackAnswer] = await Promise.all([
          send(PATHS.win, win),
          Math.random() < 0.3
            ? send(PATHS.rollback, body(player, { transactionId: `${roundId}-rb`, roundId, betTransactionId: betId }))
            : undefined,
        ]);
        const winCode = expectCode(winAnswer, ['ok', 'wallet.bet.missing']);
        if (rollbackAnswer) {
          const rollbackCode = expectCode(rollbackAnswer, ['ok', 'wallet.rollback.after.win']);
          expect([winCode, rollbackCode].sort()).not.toEqual(['ok', 'ok']);
        }
        return;
      }
      if (roll < 0.7) {
        expectCode(
          await send(
            PATHS.rollback,
            body(player, { transactionId: `${roundId}-rb`, roundId, betTransactionId: betId }),
          ),
          ['ok'],
        );
        return;
      }
      expectCode(await send(PATHS.endRound, body(player, { transactionId: `${roundId}-end`, roundId })), ['ok']);
    }

    await Promise.all(
      Array.from({ length: WORKERS }, async (_, worker) => {
        for (let step = 0; tally.calls < TOTAL_CALLS; step += 1) await playRound(worker, step);
      }),
    );
    expect(tally.calls).toBeGreaterThanOrEqual(TOTAL_CALLS);
    expect(tally.duplicates).toBeGreaterThan(0);
    expect(tally.conflicts).toBeGreaterThan(0);

    // every round is nothing, bet, bet + win or bet + refund: never a refund alone, never a win and a refund
    const { rows: rounds } = await app.db.query<{
      round_id: string;
      bets: bigint;
      wins: bigint;
      refunds: bigint;
      bet_total: bigint;
      win_total: bigint;
      refund_total: bigint;
    }>(
      `SELECT r.round_id, r.bet_total, r.win_total, r.refund_total,
              coalesce(sum(-e.amount) FILTER (WHERE t.kind = 'bet'), 0)::int8 AS bets,
              coalesce(sum(e.amount) FILTER (WHERE t.kind = 'win'), 0)::int8 AS wins,
              coalesce(sum(e.amount) FILTER (WHERE t.kind = 'rollback'), 0)::int8 AS refunds
       FROM wallet_rounds r
       LEFT JOIN ledger_transactions t ON t.merchant = r.merchant AND t.reference = 'round:' || r.provider || ':' || r.round_id AND t.kind IN ('bet', 'win', 'rollback')
       LEFT JOIN ledger_entries e ON e.transaction_id = t.id AND e.account_id IN (SELECT id FROM ledger_accounts WHERE owner_id IS NOT NULL)
       WHERE r.round_id LIKE 'c-%'
       GROUP BY r.round_id, r.bet_total, r.win_total, r.refund_total`,
    );
    const shapes = new Map<string, number>();
    for (const round of rounds) {
      expect([round.bets, round.wins, round.refunds]).toEqual([round.bet_total, round.win_total, round.refund_total]);
      const shape =
        round.bets === 0n
          ? round.wins > 0n || round.refunds > 0n
            ? 'invalid'
            : 'nothing'
          : round.refunds > 0n
            ? round.wins > 0n || round.refunds !== round.bets
              ? 'invalid'
              : 'bet+refund'
            : round.wins > 0n
              ? 'bet+win'
              : 'bet';
      shapes.set(shape, (shapes.get(shape) ?? 0) + 1);
    }
    expect(shapes.get('invalid')).toBeUndefined();
    expect(shapes.get('bet+refund')).toBeGreaterThan(0);
    expect(shapes.get('bet+win')).toBeGreaterThan(0);

    // money: players, game_round and house together hold exactly what they held before; every player stays >= 0
    expect(await moneyOf([...playerIds, ...(await merchantIds())])).toBe(totalBefore);
    const { rows: negative } = await app.db.query(
      'SELECT id FROM ledger_accounts WHERE id = ANY($1::int8[]) AND owner_id IS NOT NULL AND balance < 0',
      [players.map((player) => player.mainId)],
    );
    expect(negative).toEqual([]);
    const { rows: forged } = await app.db.query("SELECT 1 FROM wallet_calls WHERE transaction_id LIKE '%-forged'");
    expect(forged).toEqual([]);
    expect((await verifyLedger(app.db)).differences).toEqual([]);
  }, 600_000);
});
