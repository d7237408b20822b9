import { odds } from '../odds';
import type { BetType, Combinations, NumbersRule, PrizeModeCode, PrizeTable, SelectionRule } from '../types';

/** A prize table from odds written as decimals and design returns in basis points. */
export function prizeTable(oddsByLevel: Record<string, string>, designReturn: Record<string, number>): PrizeTable {
  return {
    odds: Object.fromEntries(Object.entries(oddsByLevel).map(([level, text]) => [level, odds(text)])),
    designReturn,
  };
}

/** One level `hit` paying the same return on every selection: the common case. */
export function flat(oddsText: string, designReturn: number): PrizeTable {
  return prizeTable({ hit: oddsText }, { '*': designReturn });
}

export function betType(
  code: string,
  name: string,
  selection: SelectionRule,
  combinations: Combinations,
  stakes: { min: bigint; max: bigint },
  prizes: Partial<Record<PrizeModeCode, PrizeTable>>,
): BetType {
  return { code, name, selection, combinations, minStake: stakes.min, maxStake: stakes.max, prizes };
}

/** `count` numbers of min..max. */
export function numbers(
  min: number,
  max: number,
  count: { min: number; max: number },
  flags: { distinct: boolean; ordered: boolean; notAllEqual?: boolean },
): { numbers: NumbersRule } {
  return { numbers: { min, max, count, ...flags } };
}

export const exactly = (n: number) => ({ min: n, max: n });
export const upTo = (n: number) => ({ min: 1, max: n });

export const ONE: Combinations = { kind: 'one' };
export const EACH: Combinations = { kind: 'each' };
export const ARRANGEMENTS: Combinations = { kind: 'arrangements' };
