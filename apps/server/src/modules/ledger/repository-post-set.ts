import type { Queryable } from '../../db/db';
import { sortedEntries } from './post-transaction';
import type { PostOutcome } from './repository-postings';
import type { LedgerAccount, PostRequest, SessionGuard } from './types';

/** A posting of a batch: the request, its hash, the player whose accounts to answer and the session it needs, if any. */
export type BatchItem = { request: PostRequest; hash: string; ownerId: bigint; session?: SessionGuard | undefined };
/** Why ledger_post_set (db/functions/ledger_post_set.sql) refused a posting for its session. */
export const SESSION_REFUSALS = {
  session_missing: 'missing',
  session_ended: 'ended',
  session_expired: 'expired',
} as const;
export type SessionRefusal = keyof typeof SESSION_REFUSALS;
type Numeric = bigint | string;

/** What ledger_post_set (db/functions/ledger_post_set.sql) answers: a row per posting (ord from 1) and a row per owner (ord 0). */
export type SetRow = {
  ord: number;
  status: PostOutcome['status'] | SessionRefusal | 'owner';
  transaction_id: Numeric | null;
  created_at: Date | null;
  accounts: Numeric[] | null;
  amounts: Numeric[] | null;
  balances: Numeric[] | null;
  owner_id: Numeric | null;
  kinds: LedgerAccount['kind'][] | null;
  vendors: (string | null)[] | null;
  currencies: string[] | null;
};

const POST_SET =
  'SELECT * FROM ledger_post_set($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::jsonb[], $7::bigint[], $8::int[], $9::bigint[], $10::bigint[], ' +
  '$11::text[], $12::timestamptz, $13::interval, $14::interval)';

const interval = (ms: number) => `${ms} milliseconds`;

/** The batch's session parameters: checked at the latest call's time; every guard comes from the one session service. */
function sessionParameters(items: readonly BatchItem[]): unknown[] {
  let latest: SessionGuard | undefined;
  for (const { session } of items) if (session && (!latest || session.now > latest.now)) latest = session;
  return [
    items.map(({ session }) => session?.tokenHash ?? null),
    new Date(latest?.now ?? 0),
    interval(latest?.idleMs ?? 0),
    interval(latest?.touchEveryMs ?? 0),
  ];
}

const big = (value: Numeric) => (typeof value === 'bigint' ? value : BigInt(value));

/** The batch as ledger_post_set's arrays: one element per posting, entries in account id order. */
function parameters(items: readonly BatchItem[]): unknown[] {
  const entryPostings: number[] = [];
  const entryAccounts: string[] = [];
  const entryAmounts: string[] = [];
  items.forEach(({ request }, index) => {
    for (const entry of sortedEntries(request)) {
      entryPostings.push(index + 1);
      entryAccounts.push(entry.account.toString());
      entryAmounts.push(entry.amount.toString());
    }
  });
  return [
    items.map(({ request }) => request.merchant),
    items.map(({ request }) => request.kind),
    items.map(({ request }) => request.reference),
    items.map(({ request }) => request.idempotencyKey),
    items.map(({ hash }) => hash),
    items.map(({ request }) => JSON.stringify(request.metadata ?? {})),
    items.map(({ ownerId }) => ownerId.toString()),
    entryPostings,
    entryAccounts,
    entryAmounts,
    ...sessionParameters(items),
  ];
}

/** Every posting of the batch in one statement (see the migration for the rules). */
export async function postSet(db: Queryable, items: readonly BatchItem[]): Promise<SetRow[]> {
  return (await db.query<SetRow>(POST_SET, parameters(items))).rows;
}

/**
 * Runs ledger_post_set with no postings on `connections` connections at once, so each is open and has compiled the
 * function and planned its statements before the first player's transfer (a new PostgreSQL server process's first
 * call takes tens of ms). Posts nothing.
 */
export async function warmPostingConnections(db: Queryable, connections: number): Promise<void> {
  await Promise.all(Array.from({ length: connections }, () => postSet(db, [])));
}

/** A posting's row as ledger_post answers it; a posted or replayed posting has the request's content (same hash). */
export const outcomeOf = (row: SetRow, { request }: BatchItem): PostOutcome => ({
  status: row.status as PostOutcome['status'],
  transaction_id: row.transaction_id === null ? null : big(row.transaction_id),
  merchant: request.merchant,
  kind: request.kind,
  reference: request.reference,
  idempotency_key: request.idempotencyKey,
  metadata: request.metadata ?? {},
  created_at: row.created_at ?? new Date(0),
  entry_accounts: row.accounts,
  entry_amounts: row.amounts,
  entry_balances: row.balances,
});

/** Each owner's accounts after the whole batch (the merchant is the player's, known to the caller). */
export function ownersAfterBatch(rows: readonly SetRow[]): Map<bigint, Omit<LedgerAccount, 'merchant'>[]> {
  const owners = new Map<bigint, Omit<LedgerAccount, 'merchant'>[]>();
  for (const row of rows) {
    if (row.status !== 'owner' || row.owner_id === null) continue;
    const ownerId = big(row.owner_id);
    owners.set(
      ownerId,
      (row.accounts ?? []).map((id, index) => ({
        id: big(id),
        owner_id: ownerId,
        kind: row.kinds?.[index] ?? 'player_main',
        vendor: row.vendors?.[index] ?? null,
        currency: row.currencies?.[index] ?? '',
        balance: big(row.balances?.[index] ?? 0n),
      })),
    );
  }
  return owners;
}
