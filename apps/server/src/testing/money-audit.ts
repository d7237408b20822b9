import type { Queryable } from '../db/db';
import type { LoadLog, LoadPlayer } from './money-load';

type Balances = Map<string, bigint>;
const keyOf = (owner: bigint, wallet: string) => `${owner}:${wallet}`;

/**
 * Recomputes what every test player must hold from what the clients were told (transfers) and the orders the
 * server keeps (deposits, withdrawals), and compares it with the ledger; lists every difference.
 */
export async function moneyDifferences(
  db: Queryable,
  players: LoadPlayer[],
  funds: bigint,
  log: LoadLog,
): Promise<string[]> {
  const problems: string[] = [];
  const expected: Balances = new Map();
  const add = (owner: bigint, wallet: string, amount: bigint) =>
    expected.set(keyOf(owner, wallet), (expected.get(keyOf(owner, wallet)) ?? 0n) + amount);
  for (const player of players) add(player.id, 'main', funds);
  for (const transfer of log.transfers) {
    add(transfer.player.id, transfer.from, -transfer.amount);
    add(transfer.player.id, transfer.to, transfer.amount);
  }
  const ids = players.map((player) => player.id.toString());
  const deposits = await db.query<{ account_id: bigint; amount: bigint; status: string }>(
    "SELECT account_id, amount, status FROM deposits WHERE account_id = ANY($1::bigint[]) AND status = 'success'",
    [ids],
  );
  for (const row of deposits.rows) add(row.account_id, 'main', row.amount);
  const withdrawals = await db.query<{ account_id: bigint; amount: bigint; status: string }>(
    'SELECT account_id, amount, status FROM withdrawals WHERE account_id = ANY($1::bigint[])',
    [ids],
  );
  for (const row of withdrawals.rows) add(row.account_id, 'main', row.status === 'rejected' ? 0n : -row.amount);

  const actual = await db.query<{ owner_id: bigint; kind: string; vendor: string | null; balance: bigint }>(
    'SELECT owner_id, kind, vendor, balance FROM ledger_accounts WHERE owner_id = ANY($1::bigint[])',
    [ids],
  );
  const seen: Balances = new Map();
  for (const row of actual.rows) {
    const wallet = row.kind === 'player_main' ? 'main' : row.kind === 'player_bonus' ? 'bonus' : (row.vendor ?? '?');
    seen.set(keyOf(row.owner_id, wallet), row.balance);
    if (row.balance < 0n) problems.push(`${keyOf(row.owner_id, wallet)} is negative: ${row.balance}`);
  }
  for (const [key, amount] of expected) {
    if ((seen.get(key) ?? 0n) !== amount)
      problems.push(`${key}: expected ${amount}, ledger says ${seen.get(key) ?? 0n}`);
  }

  // each accepted request once in the ledger, each refused one not at all
  const keys = await db.query<{ idempotency_key: string }>(
    "SELECT idempotency_key FROM ledger_transactions WHERE idempotency_key LIKE 'transfer:%'",
  );
  const posted = new Map<string, number>();
  for (const row of keys.rows) posted.set(row.idempotency_key, (posted.get(row.idempotency_key) ?? 0) + 1);
  for (const transfer of log.transfers) {
    const count = posted.get(`transfer:${transfer.player.id}:${transfer.requestId}`) ?? 0;
    if (count !== 1) problems.push(`accepted transfer ${transfer.requestId} is in the ledger ${count} times`);
  }
  for (const refused of log.refusedTransfers) {
    if (posted.has(`transfer:${refused.player.id}:${refused.requestId}`))
      problems.push(`refused transfer ${refused.requestId} is in the ledger`);
  }
  const credits = await db.query<{ id: bigint; credits: bigint }>(
    `SELECT d.id, (SELECT count(*) FROM ledger_transactions t WHERE t.idempotency_key = 'deposit:' || d.id) AS credits
     FROM deposits d WHERE d.account_id = ANY($1::bigint[]) AND (d.status = 'success') <> ((SELECT count(*) FROM ledger_transactions t WHERE t.idempotency_key = 'deposit:' || d.id) = 1)`,
    [ids],
  );
  for (const row of credits.rows) problems.push(`deposit ${row.id} credited ${row.credits} times for its status`);
  const total = await db.query<{ total: bigint | null }>('SELECT sum(balance)::bigint AS total FROM ledger_accounts');
  if ((total.rows[0]?.total ?? 0n) !== 0n) problems.push(`all accounts sum to ${total.rows[0]?.total}, not 0`);
  return problems;
}
