import type { LedgerTransactionKind } from '@palaro/contract';
import type { Queryable } from '../../db/db';
import type { Metadata } from './types';

export type StatementQuery = {
  pageNo: number;
  pageSize: number;
  kinds?: readonly LedgerTransactionKind[] | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
};

export type StatementLine = {
  transactionId: bigint;
  kind: LedgerTransactionKind;
  reference: string;
  amount: bigint;
  balanceAfter: bigint;
  metadata: Metadata;
  createdAt: Date;
};

export type Statement = { lines: StatementLine[]; total: number; pageNum: number; totalPages: number };

type LineRow = {
  transaction_id: bigint;
  kind: LedgerTransactionKind;
  reference: string;
  amount: bigint;
  balance_after: bigint;
  metadata: Metadata;
  created_at: Date;
  total: bigint;
};

/** The entries of one account, newest first, a page at a time, optionally by kind and date range. */
export async function statementOf(db: Queryable, accountId: bigint, query: StatementQuery): Promise<Statement> {
  const { pageNo, pageSize } = query;
  const { rows } = await db.query<LineRow>(
    `SELECT e.transaction_id, t.kind, t.reference, e.amount, e.balance_after, t.metadata, t.created_at,
            count(*) OVER () AS total
     FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
     WHERE e.account_id = $1
       AND ($2::text[] IS NULL OR t.kind = ANY($2::text[]))
       AND ($3::timestamptz IS NULL OR t.created_at >= $3)
       AND ($4::timestamptz IS NULL OR t.created_at < $4)
     ORDER BY e.transaction_id DESC
     LIMIT $5 OFFSET $6`,
    [
      accountId,
      query.kinds ? [...query.kinds] : null,
      query.from ?? null,
      query.to ?? null,
      pageSize,
      (pageNo - 1) * pageSize,
    ],
  );
  const total = Number(rows[0]?.total ?? (pageNo > 1 ? await countOf(db, accountId, query) : 0));
  return {
    lines: rows.map((row) => ({
      transactionId: row.transaction_id,
      kind: row.kind,
      reference: row.reference,
      amount: row.amount,
      balanceAfter: row.balance_after,
      metadata: row.metadata,
      createdAt: row.created_at,
    })),
    total,
    pageNum: pageNo,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
  };
}

// a page past the end has no row to carry the window count
async function countOf(db: Queryable, accountId: bigint, query: StatementQuery): Promise<bigint> {
  const { rows } = await db.query<{ total: bigint }>(
    `SELECT count(*) AS total FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
     WHERE e.account_id = $1
       AND ($2::text[] IS NULL OR t.kind = ANY($2::text[]))
       AND ($3::timestamptz IS NULL OR t.created_at >= $3)
       AND ($4::timestamptz IS NULL OR t.created_at < $4)`,
    [accountId, query.kinds ? [...query.kinds] : null, query.from ?? null, query.to ?? null],
  );
  return rows[0]?.total ?? 0n;
}
