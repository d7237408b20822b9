import type { LedgerTransactionKind } from '@palaro/contract';
import type { Queryable } from '../../db/db';
import type { LedgerAccount, Metadata, PostedEntry } from './types';

export type StoredTransaction = {
  id: bigint;
  merchant: string;
  kind: LedgerTransactionKind;
  reference: string;
  idempotency_key: string;
  request_hash: string;
  metadata: Metadata;
  created_at: Date;
};

const TX_COLUMNS = 'id, merchant, kind, reference, idempotency_key, request_hash, metadata, created_at';
const ids = (values: readonly bigint[]) => values.map(String);

/** SQL of one posting, run inside the caller's transaction. */
export function postingsRepository(tx: Queryable) {
  return {
    /** Row locks in ascending id order, the one order every posting takes them in, so two posts never deadlock. */
    async lockAccounts(accountIds: readonly bigint[]): Promise<LedgerAccount[]> {
      const { rows } = await tx.query<LedgerAccount>(
        `SELECT id, merchant, owner_id, kind, vendor, currency, balance FROM ledger_accounts
         WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE`,
        [ids(accountIds)],
      );
      return rows;
    },

    async byKey(merchant: string, idempotencyKey: string): Promise<StoredTransaction | undefined> {
      const { rows } = await tx.query<StoredTransaction>(
        `SELECT ${TX_COLUMNS} FROM ledger_transactions WHERE merchant = $1 AND idempotency_key = $2`,
        [merchant, idempotencyKey],
      );
      return rows[0];
    },

    /** Inserts the transaction row; undefined when another post took the key first. */
    async insertTransaction(row: Omit<StoredTransaction, 'id' | 'created_at'>): Promise<StoredTransaction | undefined> {
      const { rows } = await tx.query<StoredTransaction>(
        `INSERT INTO ledger_transactions (merchant, kind, reference, idempotency_key, request_hash, metadata)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb)
         ON CONFLICT (merchant, idempotency_key) DO NOTHING
         RETURNING ${TX_COLUMNS}`,
        [row.merchant, row.kind, row.reference, row.idempotency_key, row.request_hash, JSON.stringify(row.metadata)],
      );
      return rows[0];
    },

    /** Adds each amount to its account's balance; the CHECK refuses a player balance below zero. */
    async applyAmounts(accountIds: readonly bigint[], amounts: readonly bigint[]): Promise<Map<bigint, bigint>> {
      const { rows } = await tx.query<{ id: bigint; balance: bigint }>(
        `UPDATE ledger_accounts AS a SET balance = a.balance + d.amount
         FROM unnest($1::bigint[], $2::bigint[]) AS d (id, amount)
         WHERE a.id = d.id
         RETURNING a.id, a.balance`,
        [ids(accountIds), ids(amounts)],
      );
      return new Map(rows.map((row) => [row.id, row.balance]));
    },

    async insertEntries(transactionId: bigint, entries: readonly PostedEntry[]): Promise<void> {
      await tx.query(
        `INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after)
         SELECT $1, * FROM unnest($2::bigint[], $3::bigint[], $4::bigint[])`,
        [
          transactionId,
          ids(entries.map((entry) => entry.accountId)),
          ids(entries.map((entry) => entry.amount)),
          ids(entries.map((entry) => entry.balanceAfter)),
        ],
      );
    },

    async entriesOf(transactionId: bigint): Promise<PostedEntry[]> {
      const { rows } = await tx.query<{ account_id: bigint; amount: bigint; balance_after: bigint }>(
        'SELECT account_id, amount, balance_after FROM ledger_entries WHERE transaction_id = $1 ORDER BY account_id',
        [transactionId],
      );
      return rows.map((row) => ({ accountId: row.account_id, amount: row.amount, balanceAfter: row.balance_after }));
    },
  };
}
