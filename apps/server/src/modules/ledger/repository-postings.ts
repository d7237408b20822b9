import type { LedgerTransactionKind } from '@palaro/contract';
import type { Queryable } from '../../db/db';
import type { Metadata, PostedEntry } from './types';

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

/** What ledger_post (db/functions/ledger_post.sql) answers: an outcome, and for posted/replayed the transaction and its entries. */
export type PostOutcome = {
  status: 'posted' | 'replayed' | 'conflict' | 'insufficient' | 'unknown_account' | 'mixed_currency';
  transaction_id: bigint | null;
  merchant: string;
  kind: LedgerTransactionKind;
  reference: string;
  idempotency_key: string;
  metadata: Metadata;
  created_at: Date;
  entry_accounts: (bigint | string)[] | null;
  entry_amounts: (bigint | string)[] | null;
  entry_balances: (bigint | string)[] | null;
};

const TX_COLUMNS = 'id, merchant, kind, reference, idempotency_key, request_hash, metadata, created_at';
const ids = (values: readonly bigint[]) => values.map(String);

/** SQL of postings. */
export function postingsRepository(tx: Queryable) {
  return {
    /** The whole posting in one statement (locks in ascending id order, key check, balances, rows). */
    async post(row: {
      merchant: string;
      kind: string;
      reference: string;
      key: string;
      hash: string;
      metadata: Metadata;
      entries: readonly { account: bigint; amount: bigint }[];
    }) {
      const { rows } = await tx.query<PostOutcome>(
        'SELECT * FROM ledger_post($1, $2, $3, $4, $5, $6::jsonb, $7::bigint[], $8::bigint[])',
        [
          row.merchant,
          row.kind,
          row.reference,
          row.key,
          row.hash,
          JSON.stringify(row.metadata),
          ids(row.entries.map((entry) => entry.account)),
          ids(row.entries.map((entry) => entry.amount)),
        ],
      );
      const outcome = rows[0];
      if (!outcome) throw new Error('ledger_post answered nothing');
      return outcome;
    },

    async byKey(merchant: string, idempotencyKey: string): Promise<StoredTransaction | undefined> {
      const { rows } = await tx.query<StoredTransaction>(
        `SELECT ${TX_COLUMNS} FROM ledger_transactions WHERE merchant = $1 AND idempotency_key = $2`,
        [merchant, idempotencyKey],
      );
      return rows[0];
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
