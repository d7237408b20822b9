import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENCY, errorCodeOf, MERCHANT, newFundedPlayer } from '../../testing/ledger-fixtures';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';
import { createLedgerService, type LedgerService } from './service';
import type { LedgerAccount, PostedTransaction, PostRequest } from './types';
import { verifyLedger } from './verify';

// PGlite runs one statement at a time, so only a PostgreSQL server can show races
const onPostgres = Boolean(process.env.DATABASE_URL);
const title = onPostgres
  ? 'ledger under concurrency (PostgreSQL)'
  : 'ledger under concurrency: skipped, set DATABASE_URL to a PostgreSQL server';

const database = useTestDatabase();
let app: FastifyInstance;
let ledger: LedgerService;

beforeAll(async () => {
  if (!onPostgres) return;
  app = await buildTestApp(database.connection());
  ledger = createLedgerService(app.db);
});
afterAll(async () => app?.close());

const move = (
  from: LedgerAccount,
  to: LedgerAccount,
  amount: bigint,
  key: string,
  kind: PostRequest['kind'] = 'transfer',
): PostRequest => ({
  merchant: MERCHANT,
  kind,
  reference: key,
  idempotencyKey: key,
  entries: [
    { account: from.id, amount: -amount },
    { account: to.id, amount },
  ],
});

const pick = <T>(list: readonly T[]): T => {
  const item = list[Math.floor(Math.random() * list.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};

describe.skipIf(!onPostgres)(title, () => {
  it('lets exactly one of 100 concurrent withdrawals through when the funds cover one', async () => {
    const player = await newFundedPlayer(app.db, ledger, 10_000n);
    const pending = await ledger.merchantAccount(MERCHANT, 'pending_withdrawal', CURRENCY);
    const pendingBefore = await ledger.balance(pending.id);
    const outcomes = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        ledger.post(move(player, pending, 10_000n, `withdraw-${player.id}-${index}`, 'withdrawal')).then(
          () => 'ok',
          (error: unknown) => errorCodeOf(Promise.reject(error)),
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'wallet.insufficient')).toHaveLength(99);
    expect(await ledger.balance(player.id)).toBe(0n);
    expect(await ledger.balance(pending.id)).toBe(pendingBefore + 10_000n);
  });

  it('applies 50 concurrent copies of one request once and answers each with the same result', async () => {
    const player = await newFundedPlayer(app.db, ledger, 10_000n);
    const house = await ledger.merchantAccount(MERCHANT, 'house', CURRENCY);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => ledger.post(move(player, house, 2_500n, `same-${player.id}`))),
    );
    expect(new Set(results.map((result) => result.transactionId)).size).toBe(1);
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(await ledger.balance(player.id)).toBe(7_500n);
  });

  it('keeps 20 workers x 100 random transfers with exact and conflicting retries consistent', async () => {
    const players = await Promise.all(Array.from({ length: 10 }, () => newFundedPlayer(app.db, ledger, 100_000n)));
    const done: { request: PostRequest; result: PostedTransaction }[] = [];
    const tally = { posted: 0, refused: 0, retries: 0, conflicts: 0 };

    async function worker(id: number): Promise<void> {
      for (let step = 0; step < 100; step += 1) {
        const roll = Math.random();
        const earlier = done.length > 0 ? pick(done) : undefined;
        if (earlier && roll < 0.05) {
          tally.retries += 1;
          expect(await ledger.post(earlier.request)).toEqual({ ...earlier.result, replayed: true });
        } else if (earlier && roll < 0.06) {
          tally.conflicts += 1;
          const [debit, credit] = earlier.request.entries;
          if (!debit || !credit) throw new Error('a transfer has two entries');
          const changed = {
            ...earlier.request,
            entries: [
              { ...debit, amount: debit.amount - 1n },
              { ...credit, amount: credit.amount + 1n },
            ],
          };
          expect(await errorCodeOf(ledger.post(changed))).toBe('ledger.idempotency.conflict');
        } else {
          const from = pick(players);
          const to = pick(players.filter((player) => player !== from));
          const request = move(
            from,
            to,
            BigInt(1 + Math.floor(Math.random() * 20_000)),
            `mix-${from.id}-${id}-${step}`,
          );
          try {
            done.push({ request, result: await ledger.post(request) });
            tally.posted += 1;
          } catch (error) {
            expect(await errorCodeOf(Promise.reject(error))).toBe('wallet.insufficient');
            tally.refused += 1;
          }
        }
      }
    }

    await Promise.all(Array.from({ length: 20 }, (_, id) => worker(id)));
    expect(tally.posted + tally.refused + tally.retries + tally.conflicts).toBe(2_000);
    expect(tally.retries).toBeGreaterThan(0);
    const balances = await Promise.all(players.map((player) => ledger.balance(player.id)));
    expect(balances.reduce((sum, balance) => sum + balance, 0n)).toBe(1_000_000n);
    expect(balances.every((balance) => balance >= 0n)).toBe(true);
    const { rows } = await app.db.query<{ n: bigint }>(
      'SELECT count(*) AS n FROM ledger_transactions WHERE idempotency_key LIKE $1',
      [`mix-%`],
    );
    expect(Number(rows[0]?.n)).toBe(tally.posted);
    const report = await verifyLedger(app.db);
    expect(report.differences).toEqual([]);
  });
});
