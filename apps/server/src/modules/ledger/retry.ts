import { setTimeout as sleep } from 'node:timers/promises';

/** serialization_failure and deadlock_detected: the transaction did nothing and may simply run again. */
const RETRYABLE = new Set(['40001', '40P01']);
/**
 * The idempotency key's unique index: a posting that meets it there lost a race with a post of the same key on other
 * accounts (ledger_post_set, db/functions/ledger_post_set.sql). It did nothing, and run again its key look-up finds the first result.
 */
const KEY_CONSTRAINT = 'ledger_transactions_merchant_idempotency_key_key';
export const MAX_ATTEMPTS = 5;

const keyTaken = (error: { code?: unknown; constraint?: unknown; message?: unknown }) =>
  error.code === '23505' && (error.constraint === KEY_CONSTRAINT || String(error.message).includes(KEY_CONSTRAINT));

export const isRetryable = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (RETRYABLE.has(String((error as { code?: unknown }).code)) || keyTaken(error));

/** Runs `work` again after a serialization failure or deadlock, with growing random waits so retries spread out. */
export async function withRetry<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw error;
      await sleep(Math.random() * 10 * 2 ** attempt);
    }
  }
}
