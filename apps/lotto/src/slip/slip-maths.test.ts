import type { LotteryBetTypeRules } from '@palaro/contract/lottery-rules';
import { COLOUR_RULES } from '../testing/fake-lottery-server';
import {
  combinationsOf,
  parseStake,
  problemOf,
  quickPick,
  selectionOf,
  stakeProblem,
  toggleNumber,
} from './slip-maths';

const [number, colour] = COLOUR_RULES.betTypes as [LotteryBetTypeRules, LotteryBetTypeRules];
const rule = (
  numbers: Partial<NonNullable<LotteryBetTypeRules['selection']['numbers']>>,
  combinations: LotteryBetTypeRules['combinations'],
  positions = false,
): LotteryBetTypeRules => ({
  ...number,
  selection: {
    numbers: {
      min: 0,
      max: 9,
      count: { min: 1, max: 10 },
      distinct: true,
      ordered: false,
      notAllEqual: false,
      ...numbers,
    },
    positions: positions ? { min: 1, max: 5, count: { min: 1, max: 5 } } : null,
    options: null,
  },
  combinations,
});
const pick = (numbers: number[], positions: number[] = [], option: string | null = null) => ({
  numbers,
  positions,
  option,
});

describe('tickets a pick covers, as the engine counts them', () => {
  it('counts one per number, per position', () => {
    expect(combinationsOf(number, pick([1, 4, 7]))).toBe(3);
    expect(combinationsOf(rule({}, { kind: 'each' }, true), pick([1, 4], [1, 3, 5]))).toBe(6);
  });
  it('counts a 6/42 system bet by its 6-subsets and a rambled bet by its distinct orders', () => {
    const lotto = rule({ min: 1, max: 42, count: { min: 6, max: 10 } }, { kind: 'subsets', size: 6 });
    expect(combinationsOf(lotto, pick([1, 2, 3, 4, 5, 6]))).toBe(1);
    expect(combinationsOf(lotto, pick([1, 2, 3, 4, 5, 6, 7, 8]))).toBe(28);
    const rambled = rule(
      { count: { min: 3, max: 3 }, distinct: false, ordered: true, notAllEqual: true },
      { kind: 'arrangements' },
    );
    expect(combinationsOf(rambled, pick([1, 2, 3]))).toBe(6);
    expect(combinationsOf(rambled, pick([1, 1, 3]))).toBe(3);
  });
  it('counts an option bet as one ticket', () => {
    expect(combinationsOf(colour, pick([], [], 'red'))).toBe(1);
  });
});

describe('what keeps a pick from being a bet', () => {
  it('wants the count, two different numbers for a rambled bet, positions and an option', () => {
    expect(problemOf(number, pick([]))).toBe('numbers');
    expect(problemOf(number, pick([5]))).toBeNull();
    const rambled = rule(
      { count: { min: 3, max: 3 }, distinct: false, ordered: true, notAllEqual: true },
      { kind: 'arrangements' },
    );
    expect(problemOf(rambled, pick([4, 4, 4]))).toBe('rambled');
    expect(problemOf(rule({}, { kind: 'each' }, true), pick([1]))).toBe('positions');
    expect(problemOf(colour, pick([]))).toBe('option');
    expect(problemOf(colour, pick([], [], 'red'))).toBeNull();
  });
  it('toggles distinct numbers and appends repeats in order up to the count', () => {
    expect(toggleNumber(number, pick([3, 5]), 3).numbers).toEqual([5]);
    expect(toggleNumber(number, pick([5]), 2).numbers).toEqual([2, 5]);
    const straight = rule({ count: { min: 3, max: 3 }, distinct: false, ordered: true }, { kind: 'one' });
    let picked = pick([]);
    for (const value of [7, 7, 1, 9]) picked = toggleNumber(straight, picked, value);
    expect(picked.numbers).toEqual([7, 7, 1]);
  });
  it('quick-picks a selection the rules take, for every bet type', () => {
    let seed = 0.1;
    const random = () => (seed = (seed * 9301 + 0.49297) % 1);
    const rambled = rule(
      { count: { min: 3, max: 3 }, distinct: false, ordered: true, notAllEqual: true },
      { kind: 'arrangements' },
    );
    for (const betType of [number, colour, rambled, rule({}, { kind: 'each' }, true)])
      for (let i = 0; i < 50; i++) expect(problemOf(betType, quickPick(betType, random))).toBeNull();
  });
  it('sends only the parts a bet type has', () => {
    expect(selectionOf(colour, pick([], [], 'green'))).toEqual({ option: 'green' });
    expect(selectionOf(number, pick([2]))).toEqual({ numbers: [2] });
  });
});

describe('stakes', () => {
  it('reads major units into exact minor units, and refuses what is not an amount', () => {
    expect(parseStake('2.50', 2)).toBe(250n);
    expect(parseStake('1', 2)).toBe(100n);
    expect(parseStake('0,1', 2)).toBe(10n);
    expect(parseStake('1.234', 2)).toBeNull();
    expect(parseStake('-1', 2)).toBeNull();
    expect(parseStake('abc', 2)).toBeNull();
    expect(parseStake('12000', 0)).toBe(12000n);
  });
  it('holds the unit stake to the bet type limits', () => {
    expect(stakeProblem(number, 99n)).toBe('low');
    expect(stakeProblem(number, 100n)).toBeNull();
    expect(stakeProblem(number, 200_000n)).toBeNull();
    expect(stakeProblem(number, 200_001n)).toBe('high');
    expect(stakeProblem(number, null)).toBe('stake');
  });
});
