import type { LotteryBetTypeRules } from '@palaro/contract/lottery-rules';

/** A bet as the slip builds it; the server checks it again (docs/server/lottery-engine.md "Selections"). */
export type Pick = { numbers: number[]; positions: number[]; option: string | null };

export const EMPTY_PICK: Pick = { numbers: [], positions: [], option: null };

/** Why a pick is not a bet yet, as a message key's tail (`slip.invalid.<reason>`). */
export type PickProblem = 'numbers' | 'positions' | 'option' | 'rambled';

function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= Math.min(k, n - k); i++) result = (result * (n - i + 1)) / i;
  return Math.round(result);
}

function arrangements(values: readonly number[]): number {
  const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));
  const repeats = new Map<number, number>();
  for (const value of values) repeats.set(value, (repeats.get(value) ?? 0) + 1);
  let result = factorial(values.length);
  for (const count of repeats.values()) result /= factorial(count);
  return result;
}

/** Tickets a pick covers, as the engine counts them: per named position, by the bet type's combinations kind. */
export function combinationsOf(betType: LotteryBetTypeRules, pick: Pick): number {
  const positions = betType.selection.positions ? pick.positions.length : 1;
  const { combinations } = betType;
  switch (combinations.kind) {
    case 'subsets':
      return binomial(pick.numbers.length, combinations.size) * positions;
    case 'arrangements':
      return arrangements(pick.numbers) * positions;
    case 'each':
      return pick.numbers.length * positions;
    case 'one':
      return positions;
  }
}

/** The first thing that keeps a pick from being a bet, or null when the server would take it. */
export function problemOf(betType: LotteryBetTypeRules, pick: Pick): PickProblem | null {
  const { numbers, positions, options } = betType.selection;
  if (numbers) {
    const { min, max } = numbers.count;
    if (pick.numbers.length < min || pick.numbers.length > max) return 'numbers';
    if (numbers.notAllEqual && new Set(pick.numbers).size < 2) return 'rambled';
  }
  if (positions && (pick.positions.length < positions.count.min || pick.positions.length > positions.count.max)) {
    return 'positions';
  }
  if (options && (pick.option === null || !options.includes(pick.option))) return 'option';
  return null;
}

/** The pick with `value` chosen or unchosen: distinct lists toggle, lists with repeats append up to their count. */
export function toggleNumber(betType: LotteryBetTypeRules, pick: Pick, value: number): Pick {
  const rule = betType.selection.numbers;
  if (!rule) return pick;
  if (rule.distinct && pick.numbers.includes(value)) {
    return { ...pick, numbers: pick.numbers.filter((number) => number !== value) };
  }
  if (pick.numbers.length >= rule.count.max) return pick;
  const numbers = [...pick.numbers, value];
  return { ...pick, numbers: rule.ordered ? numbers : numbers.sort((a, b) => a - b) };
}

export function togglePosition(pick: Pick, position: number): Pick {
  const positions = pick.positions.includes(position)
    ? pick.positions.filter((chosen) => chosen !== position)
    : [...pick.positions, position].sort((a, b) => a - b);
  return { ...pick, positions };
}

/** A random pick the server takes: the least count of each part, from the whole range. */
export function quickPick(betType: LotteryBetTypeRules, random: () => number = Math.random): Pick {
  const draw = (min: number, max: number, count: number, distinct: boolean) => {
    const chosen: number[] = [];
    while (chosen.length < count) {
      const value = min + Math.floor(random() * (max - min + 1));
      if (!distinct || !chosen.includes(value)) chosen.push(value);
    }
    return chosen;
  };
  const { numbers, positions, options } = betType.selection;
  let pickedNumbers: number[] = [];
  if (numbers) {
    const count = Math.max(1, numbers.count.min);
    do pickedNumbers = draw(numbers.min, numbers.max, count, numbers.distinct);
    while (numbers.notAllEqual && new Set(pickedNumbers).size < 2);
    if (!numbers.ordered) pickedNumbers.sort((a, b) => a - b);
  }
  const pickedPositions = positions
    ? draw(positions.min, positions.max, Math.max(1, positions.count.min), true).sort((a, b) => a - b)
    : [];
  const option = options ? options[Math.floor(random() * options.length)]! : null;
  return { numbers: pickedNumbers, positions: pickedPositions, option };
}

/** A stake typed in major units ("2.50") as minor units, or null when it is not a plain amount. */
export function parseStake(text: string, digits: number): bigint | null {
  const match = /^(\d{1,12})(?:[.,](\d*))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  return BigInt(match[1]!) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0');
}

/** Whether a unit stake is within the bet type's limits; `low` or `high` says which side it misses. */
export function stakeProblem(betType: LotteryBetTypeRules, unitStake: bigint | null): 'stake' | 'low' | 'high' | null {
  if (unitStake === null || unitStake <= 0n) return 'stake';
  if (unitStake < BigInt(betType.minStake)) return 'low';
  if (unitStake > BigInt(betType.maxStake)) return 'high';
  return null;
}

/** The selection as the order call takes it: only the parts the bet type has. */
export function selectionOf(betType: LotteryBetTypeRules, pick: Pick) {
  return {
    ...(betType.selection.numbers ? { numbers: pick.numbers } : {}),
    ...(betType.selection.positions ? { positions: pick.positions } : {}),
    ...(betType.selection.options && pick.option !== null ? { option: pick.option } : {}),
  };
}
