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
    await expect(withRetry(async () => {
      calls += 1;
      throw coded('40001');
    })).rejects.toThrow('40001');
    expect(calls).toBe(MAX_ATTEMPTS);
    calls = 0;
    await expect(withRetry(async () => {
      calls += 1;
      throw coded('23514');
    })).rejects.toThrow('23514');
    expect(calls).toBe(1);
  });
});
