import type { LedgerTransactionKind } from '@palaro/contract';
import type { Queryable } from '../../db/db';
import type { LedgerAccountKind, Metadata } from './types';

export type OwnerStatementQuery = {
  pageNo: number;
  pageSize: number;
  kinds?: readonly LedgerTransactionKind[] | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
};

export type OwnerStatementLine = {
  transactionId: bigint;
  kind: LedgerTransactionKind;
  accountKind: LedgerAccountKind;
  vendor: string | null;
  reference: string;
  amount: bigint;
  balanceAfter: bigint;
  metadata: Metadata;
  createdAt: Date;
};

type Row = {
  transaction_id: bigint;
  kind: LedgerTransactionKind;
  account_kind: LedgerAccountKind;
  vendor: string | null;
  reference: string;
  amount: bigint;
  balance_after: bigint;
  metadata: Metadata;
  created_at: Date;
};

const FILTER = `a.owner_id = $1
  AND ($2::text[] IS NULL OR t.kind = ANY($2::text[]))
  AND ($3::timestamptz IS NULL OR t.created_at >= $3)
  AND ($4::timestamptz IS NULL OR t.created_at < $4)`;

/** Every entry on any wallet of one player (main, bonus, vendor sub-wallets), newest first, a page at a time. */
export async function ownerStatementOf(db: Queryable, ownerId: bigint, query: OwnerStatementQuery) {
  const params = [ownerId, query.kinds ? [...query.kinds] : null, query.from ?? null, query.to ?? null];
  const { rows } = await db.query<Row>(
    `SELECT e.transaction_id, t.kind, a.kind AS account_kind, a.vendor, t.reference, e.amount, e.balance_after, t.metadata, t.created_at
     FROM ledger_accounts a
     JOIN ledger_entries e ON e.account_id = a.id
     JOIN ledger_transactions t ON t.id = e.transaction_id
     WHERE ${FILTER}
     ORDER BY e.transaction_id DESC, a.id
     LIMIT $5 OFFSET $6`,
    [...params, query.pageSize, (query.pageNo - 1) * query.pageSize],
  );
  const counted = await db.query<{ total: bigint }>(
    `SELECT count(*) AS total FROM ledger_accounts a
     JOIN ledger_entries e ON e.account_id = a.id JOIN ledger_transactions t ON t.id = e.transaction_id
     WHERE ${FILTER}`,
    params,
  );
  const total = Number(counted.rows[0]?.total ?? 0n);
  const lines: OwnerStatementLine[] = rows.map((row) => ({
    transactionId: row.transaction_id,
    kind: row.kind,
    accountKind: row.account_kind,
    vendor: row.vendor,
    reference: row.reference,
    amount: row.amount,
    balanceAfter: row.balance_after,
    metadata: row.metadata,
    createdAt: row.created_at,
  }));
  return { lines, total, pageNum: query.pageNo, totalPages: Math.max(1, Math.ceil(total / query.pageSize)) };
}

export type OwnerStatement = Awaited<ReturnType<typeof ownerStatementOf>>;
