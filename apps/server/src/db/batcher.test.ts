import { describe, expect, it } from 'vitest';
import { createBatcher } from './batcher';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createBatcher', () => {
  it('gathers the calls of one turn into one handler call and answers each its own outcome', async () => {
    const batches: number[][] = [];
    const double = createBatcher<number, number>(
      async (items) => {
        batches.push(items);
        return items.map((item) => (item < 0 ? { error: new Error(`negative ${item}`) } : { value: item * 2 }));
      },
      { maxBatch: 10, maxInFlight: 1 },
    );
    const answers = await Promise.allSettled([double(1), double(-2), double(3)]);
    expect(batches).toEqual([[1, -2, 3]]);
    expect(
      answers.map((answer) => (answer.status === 'fulfilled' ? answer.value : (answer.reason as Error).message)),
    ).toEqual([2, 'negative -2', 6]);
  });

  it('runs at most maxInFlight handler calls and sends what came meanwhile together, maxBatch at a time', async () => {
    const batches: number[][] = [];
    let running = 0;
    let most = 0;
    const release: (() => void)[] = [];
    const echo = createBatcher<number, number>(
      async (items) => {
        batches.push(items);
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => release.push(resolve));
        running -= 1;
        return items.map((value) => ({ value }));
      },
      { maxBatch: 3, maxInFlight: 1 },
    );
    const first = echo(0);
    await tick();
    const waiting = [1, 2, 3, 4].map((item) => echo(item));
    await tick();
    expect(batches).toEqual([[0]]);
    release.shift()?.();
    await first;
    await tick();
    expect(batches).toEqual([[0], [1, 2, 3]]);
    release.shift()?.();
    await tick();
    await tick();
    release.shift()?.();
    expect(await Promise.all(waiting)).toEqual([1, 2, 3, 4]);
    expect(batches).toEqual([[0], [1, 2, 3], [4]]);
    expect(most).toBe(1);
  });

  it('gives every item of a batch the error of a handler that throws', async () => {
    const failing = createBatcher<number, number>(
      async () => {
        throw new Error('connection lost');
      },
      { maxBatch: 10, maxInFlight: 2 },
    );
    const answers = await Promise.allSettled([failing(1), failing(2)]);
    expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected']);
  });
});
