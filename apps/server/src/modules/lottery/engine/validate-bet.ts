import { binomial, distinctArrangements } from './combinatorics';
import { accepted, refusal, type Checked, type LotteryErrorCode } from './errors';
import type {
  BetType,
  CountRule,
  LotteryGame,
  NumbersRule,
  PrizeModeCode,
  Selection,
  SelectionRule,
  ValidBet,
} from './types';

/**
 * Checks a bet against its game: the bet type exists, the selection has exactly the parts the bet type names with
 * numbers of the right count, range and distinctness, and the unit stake is within the bet type's limits.
 * Checks run in that order, so a bet with several faults is refused for the first one.
 */
export function validateBet(
  game: LotteryGame,
  betType: unknown,
  selection: unknown,
  stake: unknown,
): Checked<ValidBet> {
  const type = findBetType(game, betType);
  if (type === undefined) {
    return refusal('lottery.bet.type.unknown', `${game.gameId} has no bet type ${String(betType)}`, 'betType');
  }
  const checked = checkSelection(type.selection, selection);
  if (!checked.ok) return checked;
  if (typeof stake !== 'bigint' || stake <= 0n) {
    return refusal('lottery.amount.invalid', 'the stake must be a positive amount in minor units (bigint)', 'stake');
  }
  if (stake < type.minStake)
    return refusal('lottery.amount.min', `the stake must be at least ${type.minStake}`, 'stake');
  if (stake > type.maxStake)
    return refusal('lottery.amount.max', `the stake must be at most ${type.maxStake}`, 'stake');
  const combinations = combinationsOf(type, checked.value);
  return accepted({
    gameId: game.gameId,
    betType: type.code,
    selection: checked.value,
    unitStake: stake,
    combinations,
    totalStake: stake * BigInt(combinations),
  });
}

/** The merchant's prize mode, if the game is offered in it (SPEC 4: ModeElott or LOTT by the merchant's mapping, SEA). */
export function checkPrizeMode(game: LotteryGame, prizeMode: unknown): Checked<PrizeModeCode> {
  const mode = game.prizeModes.find((m) => m === prizeMode);
  if (mode === undefined) {
    return refusal(
      'lottery.prizeMode.unknown',
      `${game.gameId} is not offered in prize mode ${String(prizeMode)}`,
      'prizeMode',
    );
  }
  return accepted(mode);
}

export function findBetType(game: LotteryGame, code: unknown): BetType | undefined {
  return typeof code === 'string' ? game.betTypes.find((type) => type.code === code) : undefined;
}

/** The tickets a checked selection stands for; the total stake is the unit stake times this. */
export function combinationsOf(type: BetType, selection: Selection): number {
  const numbers = selection.numbers ?? [];
  const positions = selection.positions?.length ?? 1;
  switch (type.combinations.kind) {
    case 'subsets':
      return binomial(numbers.length, type.combinations.size) * positions;
    case 'arrangements':
      return distinctArrangements(numbers) * positions;
    case 'each':
      return numbers.length * positions;
    case 'one':
      return positions;
  }
}

export function checkSelection(rule: SelectionRule, selection: unknown): Checked<Selection> {
  if (typeof selection !== 'object' || selection === null || Array.isArray(selection)) {
    return refusal('lottery.selection.invalid', 'the selection must be an object', 'selection');
  }
  const given = selection as Record<string, unknown>;
  const parts = new Set<string>();
  if (rule.numbers !== undefined) parts.add('numbers');
  if (rule.positions !== undefined) parts.add('positions');
  if (rule.options !== undefined) parts.add('option');
  const extra = Object.keys(given).find((key) => given[key] !== undefined && !parts.has(key));
  if (extra !== undefined) return refusal('lottery.selection.invalid', `this bet type takes no ${extra}`, extra);
  const checked: { numbers?: number[]; positions?: number[]; option?: string } = {};
  if (rule.numbers !== undefined) {
    const numbers = checkNumbers(rule.numbers, given.numbers);
    if (!numbers.ok) return numbers;
    checked.numbers = numbers.value;
  }
  if (rule.positions !== undefined) {
    const { min, max, count } = rule.positions;
    const positions = checkList('positions', given.positions, { min, max, count, distinct: true, ordered: false });
    if (!positions.ok) return positions;
    checked.positions = positions.value;
  }
  if (rule.options !== undefined) {
    const option = given.option;
    if (typeof option !== 'string' || !rule.options.includes(option)) {
      return refusal('lottery.option.unknown', `option must be one of ${rule.options.join(', ')}`, 'option');
    }
    checked.option = option;
  }
  return accepted(checked);
}

function checkNumbers(rule: NumbersRule, value: unknown): Checked<number[]> {
  const numbers = checkList('numbers', value, rule);
  if (!numbers.ok) return numbers;
  if (rule.notAllEqual === true && numbers.value.every((n) => n === numbers.value[0])) {
    return refusal('lottery.numbers.rambled', 'a rambled bet needs at least two different numbers', 'numbers');
  }
  return numbers;
}

type ListRule = { min: number; max: number; count: CountRule; distinct: boolean; ordered: boolean };

function checkList(field: 'numbers' | 'positions', value: unknown, rule: ListRule): Checked<number[]> {
  const code = (fault: 'count' | 'duplicate' | 'range') => `lottery.${field}.${fault}` as LotteryErrorCode;
  if (!Array.isArray(value) || !value.every((n) => Number.isSafeInteger(n))) {
    return refusal('lottery.selection.invalid', `${field} must be a list of whole numbers`, field);
  }
  const list = value as number[];
  const { min, max } = rule.count;
  if (list.length < min || list.length > max) {
    const wanted = min === max ? `${min}` : `${min} to ${max}`;
    return refusal(code('count'), `${field} must hold ${wanted}, got ${list.length}`, field);
  }
  const outside = list.find((n) => n < rule.min || n > rule.max);
  if (outside !== undefined) {
    return refusal(code('range'), `${field} must lie in ${rule.min}..${rule.max}, got ${outside}`, field);
  }
  if (rule.distinct && new Set(list).size !== list.length) {
    return refusal(code('duplicate'), `${field} must all differ`, field);
  }
  return accepted(rule.ordered ? [...list] : [...list].sort((a, b) => a - b));
}
