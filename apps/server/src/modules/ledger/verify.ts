import type { Db, Queryable } from '../../db/db';

export type LedgerDifference = { check: string; subject: string; detail: string };
export type LedgerReport = {
  accounts: number;
  transactions: number;
  entries: number;
  differences: LedgerDifference[];
};

const LIMIT = 100;

// each query answers at most LIMIT offenders; one is enough to fail, the rest help the investigation
const CHECKS: { check: string; sql: string }[] = [
  {
    check: 'balance equals the sum of its entries',
    sql: `SELECT a.id::text AS subject, 'balance ' || a.balance || ', entries sum to ' || coalesce(s.total, 0) AS detail
          FROM ledger_accounts a LEFT JOIN (SELECT account_id, sum(amount) AS total FROM ledger_entries GROUP BY account_id) s
            ON s.account_id = a.id
          WHERE a.balance <> coalesce(s.total, 0) ORDER BY a.id LIMIT ${LIMIT}`,
  },
  {
    check: 'transaction entries sum to zero over two or more accounts',
    sql: `SELECT t.id::text AS subject, count(e.account_id) || ' entries summing to ' || coalesce(sum(e.amount), 0) AS detail
          FROM ledger_transactions t LEFT JOIN ledger_entries e ON e.transaction_id = t.id
          GROUP BY t.id HAVING coalesce(sum(e.amount), 0) <> 0 OR count(e.account_id) < 2 ORDER BY t.id LIMIT ${LIMIT}`,
  },
  {
    check: 'balance_after chains from the previous entry',
    sql: `SELECT account_id || '/' || transaction_id AS subject, 'balance_after ' || balance_after || ', running sum ' || running AS detail
          FROM (SELECT account_id, transaction_id, balance_after,
                       sum(amount) OVER (PARTITION BY account_id ORDER BY transaction_id) AS running
                FROM ledger_entries) c
          WHERE balance_after <> running ORDER BY account_id, transaction_id LIMIT ${LIMIT}`,
  },
  {
    check: 'one currency per transaction',
    sql: `SELECT e.transaction_id::text AS subject, string_agg(DISTINCT a.currency, ',') AS detail
          FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
          GROUP BY e.transaction_id HAVING count(DISTINCT a.currency) > 1 ORDER BY e.transaction_id LIMIT ${LIMIT}`,
  },
  {
    check: 'player and pending balances not negative',
    sql: `SELECT id::text AS subject, kind || ' balance ' || balance AS detail FROM ledger_accounts
          WHERE balance < 0 AND kind IN ('player_main', 'player_bonus', 'player_vendor', 'pending_withdrawal')
          ORDER BY id LIMIT ${LIMIT}`,
  },
];

async function countOf(db: Queryable, table: string): Promise<number> {
  const { rows } = await db.query<{ n: bigint }>(`SELECT count(*) AS n FROM ${table}`);
  return Number(rows[0]?.n ?? 0n);
}

async function runChecks(db: Queryable): Promise<LedgerReport> {
  // one snapshot for every check, so posts committing meanwhile cannot look like differences
  await db.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
  const differences: LedgerDifference[] = [];
  for (const { check, sql } of CHECKS) {
    const { rows } = await db.query<{ subject: string; detail: string }>(sql);
    differences.push(...rows.map((row) => ({ check, ...row })));
  }
  return {
    accounts: await countOf(db, 'ledger_accounts'),
    transactions: await countOf(db, 'ledger_transactions'),
    entries: await countOf(db, 'ledger_entries'),
    differences,
  };
}

/** Recomputes the ledger from its entries and lists every difference from what the tables say. */
export function verifyLedger(db: Db): Promise<LedgerReport> {
  return db.transaction(runChecks);
}

export const LEDGER_CHECKS = CHECKS.map(({ check }) => check);
