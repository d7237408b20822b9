import { accepted, refusal, type Checked } from './errors';
import type { DrawResult, PrizeTierResult, ResultShape } from './types';

/**
 * Checks a result against its game's shape: the right count of whole numbers in range, all different where the
 * shape draws without repeats, every number exactly once in a permutation; for prizes, every tier with its count of
 * numbers of exactly its digit length (digits only, leading zeros kept).
 */
export function checkResult(shape: ResultShape, input: unknown): Checked<DrawResult> {
  if (shape.kind === 'prizes') return checkPrizes(shape.tiers, input);
  const numbers = (input as { numbers?: unknown } | null)?.numbers ?? input;
  if (!Array.isArray(numbers) || !numbers.every((n) => Number.isSafeInteger(n))) {
    return refusal('lottery.result.shape', 'the result must be a list of whole numbers', 'numbers');
  }
  const [count, min, max] =
    shape.kind === 'permutation' ? [shape.size, 1, shape.size] : [shape.count, shape.min, shape.max];
  if (numbers.length !== count) {
    return refusal('lottery.numbers.count', `the result must hold ${count} numbers, got ${numbers.length}`, 'numbers');
  }
  const outside = (numbers as number[]).find((n) => n < min || n > max);
  if (outside !== undefined) {
    return refusal('lottery.numbers.range', `result numbers must lie in ${min}..${max}, got ${outside}`, 'numbers');
  }
  if (shape.kind !== 'sequence' && new Set(numbers).size !== numbers.length) {
    return refusal('lottery.numbers.duplicate', 'result numbers must all differ', 'numbers');
  }
  return accepted({ kind: 'numbers', numbers: [...(numbers as number[])] });
}

function checkPrizes(
  shape: readonly { tier: string; count: number; digits: number }[],
  input: unknown,
): Checked<DrawResult> {
  const given = (input as { tiers?: unknown } | null)?.tiers ?? input;
  if (typeof given !== 'object' || given === null) {
    return refusal('lottery.result.shape', 'the result must give the numbers of every prize tier', 'tiers');
  }
  // Tiers may come as the stored list or as an object keyed by tier, as an operator's form sends them.
  const byTier = new Map<string, unknown>(
    Array.isArray(given)
      ? given.map((entry: { tier?: unknown; numbers?: unknown }) => [String(entry?.tier), entry?.numbers])
      : Object.entries(given),
  );
  if (Array.isArray(given) && byTier.size !== given.length) {
    return refusal('lottery.result.shape', 'each prize tier may be given once', 'tiers');
  }
  const unknownTier = [...byTier.keys()].find((tier) => !shape.some((s) => s.tier === tier));
  if (unknownTier !== undefined) {
    return refusal('lottery.result.shape', `the draw has no prize tier ${unknownTier}`, unknownTier);
  }
  const tiers: PrizeTierResult[] = [];
  for (const { tier, count, digits } of shape) {
    const numbers = byTier.get(tier);
    if (!Array.isArray(numbers) || numbers.length !== count) {
      return refusal('lottery.result.shape', `prize tier ${tier} must hold ${count} numbers`, tier);
    }
    const pattern = new RegExp(`^[0-9]{${digits}}$`);
    const bad = numbers.find((n) => typeof n !== 'string' || !pattern.test(n));
    if (bad !== undefined) {
      return refusal(
        'lottery.result.shape',
        `prize tier ${tier} takes ${digits}-digit numbers, got ${String(bad)}`,
        tier,
      );
    }
    tiers.push({ tier, numbers: [...(numbers as string[])] });
  }
  return accepted({ kind: 'prizes', tiers });
}
