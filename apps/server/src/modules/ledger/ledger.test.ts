import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENCY, errorCodeOf, MERCHANT, newFundedPlayer } from '../../testing/ledger-fixtures';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';
import { createLedgerService, type LedgerService } from './service';
import type { LedgerAccount, PostRequest } from './types';
import { verifyLedger } from './verify';

const database = useTestDatabase();
let app: FastifyInstance;
let ledger: LedgerService;
let house: LedgerAccount;

beforeAll(async () => {
  app = await buildTestApp(database.connection());
  ledger = createLedgerService(app.db);
  house = await ledger.merchantAccount(MERCHANT, 'house', CURRENCY);
});
afterAll(() => app.close());

const transfer = (from: LedgerAccount, to: LedgerAccount, amount: bigint, key: string): PostRequest => ({
  merchant: MERCHANT,
  kind: 'transfer',
  reference: key,
  idempotencyKey: key,
  entries: [
    { account: from.id, amount: -amount },
    { account: to.id, amount },
  ],
});

describe('ledger.post', () => {
  it('refuses entries that do not sum to zero, and writes nothing', async () => {
    const player = await newFundedPlayer(app.db, ledger, 1_000n);
    const request = transfer(house, player, 100n, 'unbalanced-1');
    request.entries[1] = { account: player.id, amount: 99n };
    expect(await errorCodeOf(ledger.post(request))).toBe('ledger.unbalanced');
    expect(await ledger.balance(player.id)).toBe(1_000n);
    const { rows } = await app.db.query("SELECT 1 FROM ledger_transactions WHERE idempotency_key = 'unbalanced-1'");
    expect(rows).toHaveLength(0);
  });

  it('answers a retry with the first result and moves the money once', async () => {
    const player = await newFundedPlayer(app.db, ledger, 1_000n);
    const first = await ledger.post(transfer(player, house, 300n, 'retry-1'));
    const again = await ledger.post(transfer(player, house, 300n, 'retry-1'));
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ ...first, replayed: true });
    expect(first.entries.find((entry) => entry.accountId === player.id)?.balanceAfter).toBe(700n);
    expect(await ledger.balance(player.id)).toBe(700n);
  });

  it('refuses the same key with different content and changes nothing', async () => {
    const player = await newFundedPlayer(app.db, ledger, 1_000n);
    await ledger.post(transfer(player, house, 300n, 'conflict-1'));
    expect(await errorCodeOf(ledger.post(transfer(player, house, 301n, 'conflict-1')))).toBe(
      'ledger.idempotency.conflict',
    );
    expect(
      await errorCodeOf(ledger.post({ ...transfer(player, house, 300n, 'conflict-1'), metadata: { note: 'x' } })),
    ).toBe('ledger.idempotency.conflict');
    expect(await ledger.balance(player.id)).toBe(700n);
  });

  it('never lets a player balance go below zero', async () => {
    const player = await newFundedPlayer(app.db, ledger, 500n);
    expect(await errorCodeOf(ledger.post(transfer(player, house, 501n, 'overdraw-1')))).toBe('wallet.insufficient');
    expect(await ledger.balance(player.id)).toBe(500n);
    // the table refuses it too, whoever writes
    expect(await errorCodeOf(app.db.query('UPDATE ledger_accounts SET balance = -1 WHERE id = $1', [player.id]))).toBe(
      '23514',
    );
    // a refused key is not used up: the same request succeeds once the money is there
    await ledger.post(transfer(house, player, 1n, 'topup-1'));
    expect((await ledger.post(transfer(player, house, 501n, 'overdraw-1'))).replayed).toBe(false);
  });

  it('keeps entries and transactions immutable', async () => {
    const player = await newFundedPlayer(app.db, ledger, 100n);
    const posted = await ledger.post(transfer(player, house, 10n, 'immutable-1'));
    const id = posted.transactionId;
    for (const sql of [
      'UPDATE ledger_entries SET amount = amount + 1 WHERE transaction_id = $1',
      'DELETE FROM ledger_entries WHERE transaction_id = $1',
      "UPDATE ledger_transactions SET reference = 'changed' WHERE id = $1",
      'DELETE FROM ledger_transactions WHERE id = $1',
    ]) {
      expect(await errorCodeOf(app.db.query(sql, [id]))).toBe('23001');
    }
    expect(await errorCodeOf(app.db.query('TRUNCATE ledger_entries CASCADE'))).toBe('23001');
  });

  it('stores a request hash only as 64 lowercase hex digits', async () => {
    const insert = (hash: string, db: Queryable = app.db) =>
      db.query(
        "INSERT INTO ledger_transactions (merchant, kind, reference, idempotency_key, request_hash) VALUES ($1, 'adjustment', $2, $2, $3)",
        [MERCHANT, `hash-shape-${hash.length}-${hash.slice(0, 3)}`, hash],
      );
    for (const hash of [
      'a'.repeat(63),
      'a'.repeat(65),
      `${'a'.repeat(63)}g`,
      'A'.repeat(64),
      `${'a'.repeat(63)} `,
      `${'a'.repeat(62)}é`,
      '',
    ]) {
      expect(await errorCodeOf(insert(hash))).toBe('23514');
    }
    // the right shape goes in (rolled back: a transaction without entries is not one the ledger may keep)
    const rollBack = new Error('roll back');
    const kept = app.db.transaction(async (tx) => {
      await insert('0123456789abcdef'.repeat(4), tx);
      throw rollBack;
    });
    await expect(kept).rejects.toBe(rollBack);
  });

  it('never removes a ledger account, so every entry keeps its account', async () => {
    const player = await newFundedPlayer(app.db, ledger, 100n);
    expect(await errorCodeOf(app.db.query('DELETE FROM ledger_accounts WHERE id = $1', [player.id]))).toBe('23001');
    expect(await errorCodeOf(app.db.query('TRUNCATE ledger_accounts CASCADE'))).toBe('23001');
    expect(await ledger.balance(player.id)).toBe(100n);
  });

  it('pages an account statement, newest first, filtered by kind', async () => {
    const player = await newFundedPlayer(app.db, ledger, 1_000n);
    for (let index = 1; index <= 5; index += 1)
      await ledger.post(transfer(player, house, BigInt(index), `statement-${index}`));
    const page = await ledger.statement(player.id, { pageNo: 1, pageSize: 2 });
    expect(page).toMatchObject({ total: 6, pageNum: 1, totalPages: 3 });
    expect(page.lines.map((line) => [line.amount, line.balanceAfter])).toEqual([
      [-5n, 985n],
      [-4n, 990n],
    ]);
    const deposits = await ledger.statement(player.id, { pageNo: 1, pageSize: 10, kinds: ['deposit'] });
    expect(deposits.lines.map((line) => line.amount)).toEqual([1_000n]);
    expect((await ledger.statement(player.id, { pageNo: 9, pageSize: 2 })).lines).toEqual([]);
  });
});

describe('verifyLedger', () => {
  it('finds nothing wrong in a ledger written by the service, and a tampered balance when there is one', async () => {
    const clean = await verifyLedger(app.db);
    expect(clean.differences).toEqual([]);
    expect(clean.transactions).toBeGreaterThan(5);
    const player = await newFundedPlayer(app.db, ledger, 100n);
    await app.db.query('UPDATE ledger_accounts SET balance = balance + 1 WHERE id = $1', [player.id]);
    const tampered = await verifyLedger(app.db);
    expect(tampered.differences).toEqual([
      {
        check: 'balance equals the sum of its entries',
        subject: String(player.id),
        detail: 'balance 101, entries sum to 100',
      },
    ]);
    await app.db.query('UPDATE ledger_accounts SET balance = balance - 1 WHERE id = $1', [player.id]);
  });
});
