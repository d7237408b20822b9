import { LEDGER_TRANSACTION_KINDS } from '@palaro/contract';
import type { Db, Queryable } from '../../db/db';
import { LedgerRequestError, walletError } from './errors';
import { postingsRepository, type StoredTransaction } from './repository-postings';
import { requestHash } from './request-hash';
import { withRetry } from './retry';
import { NON_NEGATIVE_KINDS, type PostRequest, type PostedEntry, type PostedTransaction } from './types';

const BALANCE_CHECK = 'ledger_balance_not_negative';

/** Refuses a request the calling code got wrong, before any database work. */
function checkShape(request: PostRequest): void {
  const { entries } = request;
  if (!LEDGER_TRANSACTION_KINDS.includes(request.kind)) throw new LedgerRequestError('ledger.entries.invalid', `unknown kind ${request.kind}`);
  if (!request.idempotencyKey || !request.reference) throw new LedgerRequestError('ledger.entries.invalid', 'a reference and an idempotency key are needed');
  if (entries.length < 2) throw new LedgerRequestError('ledger.entries.invalid', 'a transaction needs at least two entries');
  if (entries.some((entry) => typeof entry.amount !== 'bigint' || entry.amount === 0n)) {
    throw new LedgerRequestError('ledger.entries.invalid', 'every amount must be a non-zero bigint of minor units');
  }
  if (new Set(entries.map((entry) => entry.account)).size !== entries.length) {
    throw new LedgerRequestError('ledger.entries.invalid', 'each account may appear once per transaction');
  }
  const sum = entries.reduce((total, entry) => total + entry.amount, 0n);
  if (sum !== 0n) throw new LedgerRequestError('ledger.unbalanced', `entries sum to ${sum}, not 0`);
}

async function answerFor(
  tx: Queryable,
  stored: StoredTransaction,
  hash: string,
  written?: PostedEntry[],
): Promise<PostedTransaction> {
  if (stored.request_hash !== hash) throw walletError('idempotencyConflict', { transactionId: stored.id.toString() });
  return {
    transactionId: stored.id,
    merchant: stored.merchant,
    kind: stored.kind,
    reference: stored.reference,
    idempotencyKey: stored.idempotency_key,
    metadata: stored.metadata,
    createdAt: stored.created_at,
    entries: written ?? (await postingsRepository(tx).entriesOf(stored.id)),
    replayed: !written,
  };
}

async function postOnce(tx: Queryable, request: PostRequest, hash: string): Promise<PostedTransaction> {
  const repo = postingsRepository(tx);
  const entries = [...request.entries].sort((a, b) => (a.account < b.account ? -1 : 1));
  const accounts = await repo.lockAccounts(entries.map((entry) => entry.account));
  // checked after the locks: a same-key post that held them has committed by now and is seen here
  const earlier = await repo.byKey(request.merchant, request.idempotencyKey);
  if (earlier) return answerFor(tx, earlier, hash);

  if (accounts.length !== entries.length || accounts.some((account) => account.merchant !== request.merchant)) {
    throw new LedgerRequestError('ledger.account.unknown', 'an entry names an account this merchant does not have');
  }
  if (new Set(accounts.map((account) => account.currency)).size !== 1) {
    throw new LedgerRequestError('ledger.currency.mixed', 'all accounts of a transaction must share one currency');
  }
  accounts.forEach((account, index) => {
    const after = account.balance + (entries[index]?.amount ?? 0n);
    if (after < 0n && NON_NEGATIVE_KINDS.has(account.kind)) throw walletError('insufficient');
  });

  // the id is drawn only now, under the locks, so per account ids rise in the order balances changed (balance_after chain)
  const stored = await repo.insertTransaction({
    merchant: request.merchant,
    kind: request.kind,
    reference: request.reference,
    idempotency_key: request.idempotencyKey,
    request_hash: hash,
    metadata: request.metadata ?? {},
  });
  if (!stored) {
    const winner = await repo.byKey(request.merchant, request.idempotencyKey);
    if (!winner) throw new Error('ledger: idempotency key taken but not readable');
    return answerFor(tx, winner, hash);
  }
  const balances = await repo.applyAmounts(entries.map((entry) => entry.account), entries.map((entry) => entry.amount));
  const posted: PostedEntry[] = entries.map((entry) => ({
    accountId: entry.account,
    amount: entry.amount,
    balanceAfter: balances.get(entry.account) ?? 0n,
  }));
  await repo.insertEntries(stored.id, posted);
  return answerFor(tx, stored, hash, posted);
}

const isBalanceCheck = (error: unknown) =>
  error instanceof Error &&
  ((error as { constraint?: unknown }).constraint === BALANCE_CHECK || error.message.includes(BALANCE_CHECK));

/** Posts one balanced transaction atomically, idempotent by (merchant, idempotencyKey). */
export async function postTransaction(db: Db, request: PostRequest): Promise<PostedTransaction> {
  checkShape(request);
  const hash = requestHash(request);
  try {
    return await withRetry(() => db.transaction((tx) => postOnce(tx, request, hash)));
  } catch (error) {
    if (isBalanceCheck(error)) throw walletError('insufficient');
    throw error;
  }
}

/**
 * Posts inside the caller's open transaction, so an order's status and its money change commit together;
 * the caller retries the whole transaction (LedgerService.transaction does).
 */
export async function postWithin(tx: Queryable, request: PostRequest): Promise<PostedTransaction> {
  checkShape(request);
  try {
    return await postOnce(tx, request, requestHash(request));
  } catch (error) {
    if (isBalanceCheck(error)) throw walletError('insufficient');
    throw error;
  }
}

/** The stored result of an earlier post under this key, if any (a replay answer, without posting). */
export async function postedByKey(db: Queryable, merchant: string, idempotencyKey: string): Promise<PostedTransaction | undefined> {
  const stored = await postingsRepository(db).byKey(merchant, idempotencyKey);
  return stored ? answerFor(db, stored, stored.request_hash) : undefined;
}
