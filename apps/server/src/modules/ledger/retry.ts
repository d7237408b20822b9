import { setTimeout as sleep } from 'node:timers/promises';

/** serialization_failure and deadlock_detected: the transaction did nothing and may simply run again. */
const RETRYABLE = new Set(['40001', '40P01']);
export const MAX_ATTEMPTS = 5;

export const isRetryable = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && RETRYABLE.has(String((error as { code?: unknown }).code));

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
