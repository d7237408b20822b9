import type { Db } from '../../db/db';
import { createBatcher, type BatcherOptions, type ItemOutcome } from '../../db/batcher';
import { checkShape, postedOf, postTransaction, sortedEntries } from './post-transaction';
import { accountsRepository } from './repository-accounts';
import type { PostOutcome } from './repository-postings';
import { requestHash } from './request-hash';
import type { LedgerAccount, PostedTransaction, PostRequest } from './types';

/** A posting and the owner's accounts (balances) as they stand right after it. */
export type PostedForOwner = { posted: PostedTransaction; accounts: LedgerAccount[] };

type Item = { request: PostRequest; hash: string; ownerId: bigint };
type OwnerAccountJson = { id: string; merchant: string; kind: LedgerAccount['kind']; vendor: string | null; currency: string; balance: string };
type BatchRow = PostOutcome & { ord: number; owner_accounts: OwnerAccountJson[] | null };

/**
 * Up to 2 batches at once: while they run, the postings that arrive wait and then go together. A handful is enough
 * to keep the database busy, and fewer, larger batches mean fewer round trips and commits.
 */
const DEFAULT_OPTIONS: BatcherOptions = { maxBatch: 64, maxInFlight: 2 };

const asJson = ({ request, hash, ownerId }: Item) => {
  const entries = sortedEntries(request);
  return {
    merchant: request.merchant,
    kind: request.kind,
    reference: request.reference,
    key: request.idempotencyKey,
    hash,
    metadata: request.metadata ?? {},
    accounts: entries.map((entry) => entry.account.toString()),
    amounts: entries.map((entry) => entry.amount.toString()),
    owner: ownerId.toString(),
  };
};

const accountOf = (ownerId: bigint) => (account: OwnerAccountJson): LedgerAccount => ({
  id: BigInt(account.id),
  merchant: account.merchant,
  owner_id: ownerId,
  kind: account.kind,
  vendor: account.vendor,
  currency: account.currency,
  balance: BigInt(account.balance),
});

/** An error the database answered (it carries a SQLSTATE): the statement failed and nothing of it was committed. */
const refusedByDatabase = (error: unknown) =>
  typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string' && /^[0-9A-Z]{5}$/.test((error as { code: string }).code);

async function settle<T>(work: () => Promise<T> | T): Promise<ItemOutcome<T>> {
  try {
    return { value: await work() };
  } catch (error) {
    return { error };
  }
}

/**
 * Posts like postTransaction (same checks, idempotency and outcomes; each posting succeeds or fails on its own) and
 * answers the owner's accounts after it. Postings that arrive together go to ledger_post_batch (migration 0011) in one
 * statement: one round trip and one commit for all of them, where each alone costs its own round trip and commit,
 * plus one more to read the balances. If the database refuses the batch as a whole (a deadlock with other work, the
 * balance CHECK, anything unexpected), nothing of it was committed and each posting is made again on its own, so the
 * error reaches only the posting that caused it and retryable ones are retried as usual.
 */
export function createOwnerPoster(db: Db, options: BatcherOptions = DEFAULT_OPTIONS) {
  const accounts = accountsRepository(db);
  const alone = async ({ request, ownerId }: Item): Promise<PostedForOwner> => {
    const posted = await postTransaction(db, request);
    return { posted, accounts: await accounts.ofOwner(ownerId) };
  };

  const post = createBatcher<Item, PostedForOwner>(async (items) => {
    let rows: BatchRow[];
    try {
      ({ rows } = await db.query<BatchRow>('SELECT * FROM ledger_post_batch($1::jsonb)', [JSON.stringify(items.map(asJson))]));
    } catch (error) {
      if (!refusedByDatabase(error)) throw error;
      return Promise.all(items.map((item) => settle(() => alone(item))));
    }
    const byOrdinal = new Map(rows.map((row) => [Number(row.ord), row]));
    return Promise.all(
      items.map((item, index) =>
        settle(() => {
          const row = byOrdinal.get(index + 1);
          if (!row) throw new Error('ledger_post_batch answered no row for a posting');
          const posted = postedOf(row);
          return { posted, accounts: (row.owner_accounts ?? []).map(accountOf(item.ownerId)) };
        }),
      ),
    );
  }, options);

  return async (ownerId: bigint, request: PostRequest): Promise<PostedForOwner> => {
    checkShape(request);
    return post({ request, hash: requestHash(request), ownerId });
  };
}
