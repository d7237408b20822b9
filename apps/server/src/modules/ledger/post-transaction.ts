import { LEDGER_TRANSACTION_KINDS } from '@palaro/contract';
import type { Db, Queryable } from '../../db/db';
import { LedgerRequestError, walletError } from './errors';
import { postingsRepository, type PostOutcome, type StoredTransaction } from './repository-postings';
import { requestHash } from './request-hash';
import { withRetry } from './retry';
import type { PostRequest, PostedTransaction } from './types';

const BALANCE_CHECK = 'ledger_balance_not_negative';

/** Refuses a request the calling code got wrong, before any database work. */
export function checkShape(request: PostRequest): void {
  const { entries } = request;
  if (!LEDGER_TRANSACTION_KINDS.includes(request.kind))
    throw new LedgerRequestError('ledger.entries.invalid', `unknown kind ${request.kind}`);
  if (!request.idempotencyKey || !request.reference)
    throw new LedgerRequestError('ledger.entries.invalid', 'a reference and an idempotency key are needed');
  if (entries.length < 2)
    throw new LedgerRequestError('ledger.entries.invalid', 'a transaction needs at least two entries');
  if (entries.some((entry) => typeof entry.amount !== 'bigint' || entry.amount === 0n)) {
    throw new LedgerRequestError('ledger.entries.invalid', 'every amount must be a non-zero bigint of minor units');
  }
  if (new Set(entries.map((entry) => entry.account)).size !== entries.length) {
    throw new LedgerRequestError('ledger.entries.invalid', 'each account may appear once per transaction');
  }
  const sum = entries.reduce((total, entry) => total + entry.amount, 0n);
  if (sum !== 0n) throw new LedgerRequestError('ledger.unbalanced', `entries sum to ${sum}, not 0`);
}

async function answerFor(tx: Queryable, stored: StoredTransaction, hash: string): Promise<PostedTransaction> {
  if (stored.request_hash !== hash) throw walletError('idempotencyConflict', { transactionId: stored.id.toString() });
  return {
    transactionId: stored.id,
    merchant: stored.merchant,
    kind: stored.kind,
    reference: stored.reference,
    idempotencyKey: stored.idempotency_key,
    metadata: stored.metadata,
    createdAt: stored.created_at,
    entries: await postingsRepository(tx).entriesOf(stored.id),
    replayed: true,
  };
}

const big = (value: bigint | string) => (typeof value === 'bigint' ? value : BigInt(value));

/** The answer of a posted or replayed outcome, or the error of any other (ledger_post and ledger_post_set agree). */
export function postedOf(outcome: PostOutcome): PostedTransaction {
  switch (outcome.status) {
    case 'unknown_account':
      throw new LedgerRequestError('ledger.account.unknown', 'an entry names an account this merchant does not have');
    case 'mixed_currency':
      throw new LedgerRequestError('ledger.currency.mixed', 'all accounts of a transaction must share one currency');
    case 'insufficient':
      throw walletError('insufficient');
    case 'conflict':
      throw walletError('idempotencyConflict', { transactionId: String(outcome.transaction_id) });
    case 'posted':
    case 'replayed': {
      const accounts = outcome.entry_accounts ?? [];
      const amounts = outcome.entry_amounts ?? [];
      const balances = outcome.entry_balances ?? [];
      return {
        transactionId: big(outcome.transaction_id ?? 0n),
        merchant: outcome.merchant,
        kind: outcome.kind,
        reference: outcome.reference,
        idempotencyKey: outcome.idempotency_key,
        metadata: outcome.metadata,
        createdAt: outcome.created_at,
        entries: accounts.map((account, index) => ({
          accountId: big(account),
          amount: big(amounts[index] ?? 0n),
          balanceAfter: big(balances[index] ?? 0n),
        })),
        replayed: outcome.status === 'replayed',
      };
    }
  }
}

/** Entries in ascending account id order: the order ledger_post locks and answers them in. */
export const sortedEntries = (request: PostRequest) =>
  [...request.entries].sort((a, b) => (a.account < b.account ? -1 : 1));

/** One round trip: ledger_post (a batch of one for ledger_post_set) locks, checks the key and balances, writes. */
async function postOnce(tx: Queryable, request: PostRequest, hash: string): Promise<PostedTransaction> {
  const outcome = await postingsRepository(tx).post({
    merchant: request.merchant,
    kind: request.kind,
    reference: request.reference,
    key: request.idempotencyKey,
    hash,
    metadata: request.metadata ?? {},
    entries: sortedEntries(request),
  });
  return postedOf(outcome);
}

export const isBalanceCheck = (error: unknown) =>
  error instanceof Error &&
  ((error as { constraint?: unknown }).constraint === BALANCE_CHECK || error.message.includes(BALANCE_CHECK));

/** Runs a posting; the balance CHECK, the last guard behind the functions' own check, answers as insufficient funds. */
export async function insufficientOnBalanceCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isBalanceCheck(error)) throw walletError('insufficient');
    throw error;
  }
}

/** Posts one balanced transaction atomically, idempotent by (merchant, idempotencyKey). */
export async function postTransaction(db: Db, request: PostRequest): Promise<PostedTransaction> {
  checkShape(request);
  const hash = requestHash(request);
  // one statement commits on its own: no BEGIN/COMMIT round trips
  return insufficientOnBalanceCheck(() => withRetry(() => postOnce(db, request, hash)));
}

/**
 * Posts inside the caller's open transaction, so an order's status and its money change commit together;
 * the caller retries the whole transaction (LedgerService.transaction does).
 */
export async function postWithin(tx: Queryable, request: PostRequest): Promise<PostedTransaction> {
  checkShape(request);
  return insufficientOnBalanceCheck(() => postOnce(tx, request, requestHash(request)));
}

/** The stored result of an earlier post under this key, if any (a replay answer, without posting). */
export async function postedByKey(
  db: Queryable,
  merchant: string,
  idempotencyKey: string,
): Promise<PostedTransaction | undefined> {
  const stored = await postingsRepository(db).byKey(merchant, idempotencyKey);
  return stored ? answerFor(db, stored, stored.request_hash) : undefined;
}
