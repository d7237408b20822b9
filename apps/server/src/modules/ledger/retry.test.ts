import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, withRetry } from './retry';

const coded = (code: string) => Object.assign(new Error(code), { code });

describe('withRetry', () => {
  it('runs the work again after serialization failures and deadlocks', async () => {
    const failures = [coded('40001'), coded('40P01')];
    let calls = 0;
    const result = await withRetry(async () => {
      calls += 1;
      const failure = failures.shift();
      if (failure) throw failure;
      return 'done';
    });
    expect(result).toBe('done');
    expect(calls).toBe(3);
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts and never retries other errors`, async () => {
    let calls = 0;
    await expect(
      withRetry(async () => {
        calls += 1;
        throw coded('40001');
      }),
    ).rejects.toThrow('40001');
    expect(calls).toBe(MAX_ATTEMPTS);
    calls = 0;
    await expect(
      withRetry(async () => {
        calls += 1;
        throw coded('23514');
      }),
    ).rejects.toThrow('23514');
    expect(calls).toBe(1);
  });

  it("runs the work again when the idempotency key's unique index was met, and not for other unique indexes", async () => {
    const keyTaken = Object.assign(coded('23505'), { constraint: 'ledger_transactions_merchant_idempotency_key_key' });
    let calls = 0;
    expect(
      await withRetry(async () => {
        calls += 1;
        if (calls === 1) throw keyTaken;
        return 'done';
      }),
    ).toBe('done');
    expect(calls).toBe(2);
    calls = 0;
    await expect(
      withRetry(async () => {
        calls += 1;
        throw Object.assign(coded('23505'), { constraint: 'sessions_pkey' });
      }),
    ).rejects.toThrow('23505');
    expect(calls).toBe(1);
  });
});
