import type { LotteryPastDraw } from '@palaro/contract/lottery-draws';
import type { LotteryRules } from '@palaro/contract/lottery-rules';

/**
 * How often each number came up over the given draws: every drawn number of a numbers game, the winner (first
 * place) of the race. Null for the prize tiers of the northern draw, which have no single range.
 */
export function frequencies(
  shape: LotteryRules['resultShape'],
  draws: readonly LotteryPastDraw[],
): { value: number; count: number }[] | null {
  if (shape.kind === 'prizes') return null;
  const [min, max] = shape.kind === 'permutation' ? [1, shape.size] : [shape.min, shape.max];
  const counts = new Map<number, number>();
  for (let value = min; value <= max; value++) counts.set(value, 0);
  for (const draw of draws) {
    if (draw.result?.kind !== 'numbers') continue;
    const counted = shape.kind === 'permutation' ? draw.result.numbers.slice(0, 1) : draw.result.numbers;
    for (const value of counted) if (counts.has(value)) counts.set(value, counts.get(value)! + 1);
  }
  return [...counts].map(([value, count]) => ({ value, count }));
}
