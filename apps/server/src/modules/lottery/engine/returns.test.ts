import { describe, expect, it } from 'vitest';
import { binomial } from './combinatorics';
import {
  LOTTERY_GAMES,
  settleBet,
  validateBet,
  type BetType,
  type DrawResult,
  type LotteryGame,
  type Selection,
} from './index';
import { parseOfficialResult } from './official-result';
import { VN_SAMPLE } from './fixtures';

// Every bet type's return is computed exactly from settleBet over its whole outcome space (or, for the race and
// the 6/xx draws, over the outcomes of what the bet reads, with their exact weights) and must round to the design
// return written in the catalogue. A unit stake of 10,000 keeps every win whole, so no rounding enters.

const UNIT = 10_000n;

type Weighted = { result: DrawResult; weight: bigint };

const numbers = (...values: number[]): DrawResult => ({ kind: 'numbers', numbers: values });

/** Every row of `count` values of min..max, each once: the whole outcome space of a house or digit draw. */
function* allSequences(count: number, min: number, max: number): Generator<Weighted> {
  const row = new Array<number>(count).fill(min);
  for (;;) {
    yield { result: numbers(...row), weight: 1n };
    let i = count - 1;
    while (i >= 0 && row[i] === max) row[i--] = min;
    if (i < 0) return;
    row[i]!++;
  }
}

/**
 * A 6/N draw meets a ticket of k numbers in m of them with C(k, m) C(N - k, 6 - m) of the C(N, 6) draws; the ticket
 * pays the same on each of those, so one draw per m stands for all of them.
 */
function* lotto6Classes(size: number, picked: readonly number[]): Generator<Weighted> {
  const outside = Array.from({ length: size }, (_, i) => i + 1).filter((n) => !picked.includes(n));
  for (let m = 0; m <= Math.min(6, picked.length); m++) {
    const weight = binomial(picked.length, m) * binomial(size - picked.length, 6 - m);
    if (weight > 0)
      yield { result: numbers(...picked.slice(0, m), ...outside.slice(0, 6 - m)), weight: BigInt(weight) };
  }
}

/**
 * The race's bets read only the places they name (position bets) or the first two (top-two bets). In a uniform
 * finishing order every arrangement of cars on places 1, 2 and 10 is equally likely, so enumerating those 720
 * arrangements (the other cars in any fixed order) is exact for bets that read no other place.
 */
function* raceArrangements(): Generator<Weighted> {
  for (let a = 1; a <= 10; a++)
    for (let b = 1; b <= 10; b++)
      for (let c = 1; c <= 10; c++) {
        if (a === b || b === c || a === c) continue;
        const rest = Array.from({ length: 10 }, (_, i) => i + 1).filter((car) => car !== a && car !== b && car !== c);
        yield { result: numbers(a, b, ...rest, c), weight: 1n };
      }
}

const spaces = new Map<string, Weighted[]>();

function outcomes(game: LotteryGame, selection: Selection): Iterable<Weighted> {
  const shape = game.resultShape;
  if (game.family === 'lotto6' && shape.kind === 'distinct') return lotto6Classes(shape.max, selection.numbers ?? []);
  let space = spaces.get(game.gameId);
  if (space === undefined) {
    if (game.family === 'race10') space = [...raceArrangements()];
    else if (shape.kind === 'sequence') space = [...allSequences(shape.count, shape.min, shape.max)];
    else throw new Error(`no outcome space for ${game.gameId}`);
    spaces.set(game.gameId, space);
  }
  return space;
}

/** The selections whose returns are checked, with the design-return key each belongs to. */
function representatives(game: LotteryGame, type: BetType): { selection: Selection; key: string }[] {
  const rule = type.selection;
  const designKeys = Object.keys(Object.values(type.prizes)[0]!.designReturn);
  const positionSets =
    rule.positions === undefined ? [undefined] : game.family === 'race10' ? [[1], [2, 10]] : [[1], [1, 2, 3, 4, 5]];
  const candidates: { selection: Selection; key: string }[] = [];
  for (const positions of positionSets) {
    const at = positions === undefined ? {} : { positions };
    if (rule.options !== undefined) {
      for (const option of rule.options)
        candidates.push({ selection: { option, ...at }, key: designKeys.includes(option) ? option : '*' });
    } else if (rule.numbers === undefined) {
      candidates.push({ selection: at, key: '*' });
    } else if (!designKeys.includes('*')) {
      for (const key of designKeys) candidates.push({ selection: { numbers: [Number(key)], ...at }, key });
    } else {
      const { min, max, count } = rule.numbers;
      const lowest = Array.from({ length: count.min }, (_, i) => min + i);
      const highest = Array.from({ length: count.max }, (_, i) => max - i);
      const pair = [min, ...Array.from({ length: count.min - 1 }, (_, i) => min + i)];
      for (const list of [lowest, highest, pair, new Array<number>(count.min).fill(max)]) {
        candidates.push({ selection: { numbers: list, ...at }, key: '*' });
      }
    }
  }
  // Patterns a bet type refuses (a repeat where numbers must differ) are left out.
  return candidates.filter(({ selection }) => validateBet(game, type.code, selection, type.minStake).ok);
}

/** Exact return of a selection as a fraction: expected win over total stake. */
function exactReturn(
  game: LotteryGame,
  mode: string,
  type: BetType,
  selection: Selection,
): { won: bigint; staked: bigint } {
  const checked = validateBet(game, type.code, selection, type.minStake);
  if (!checked.ok) throw new Error(checked.error.message);
  const stake = UNIT * BigInt(checked.value.combinations);
  let won = 0n;
  let weights = 0n;
  for (const { result, weight } of outcomes(game, selection)) {
    won += weight * settleBet(game, mode, type.code, selection, UNIT, result);
    weights += weight;
  }
  return { won, staked: weights * stake };
}

/** True when won / staked, in basis points, rounds to `designBp`. */
const roundsTo = ({ won, staked }: { won: bigint; staked: bigint }, designBp: number) => {
  const twiceError = 2n * won * 10_000n - 2n * BigInt(designBp) * staked;
  return (twiceError < 0n ? -twiceError : twiceError) <= staked;
};
const percent = ({ won, staked }: { won: bigint; staked: bigint }) =>
  (Number((won * 1_000_000n) / staked) / 10_000).toFixed(4);

// One game per family and interval is enough: the 1, 3 and 5 minute games share their bet types.
const EXACT_GAMES = LOTTERY_GAMES.filter((g) => g.family !== 'vnNorth' && !/-(3|5)m$/.test(g.gameId));

describe('each bet type returns its design value, computed exactly', () => {
  for (const game of EXACT_GAMES) {
    it(`${game.gameId}`, () => {
      const lines: string[] = [];
      for (const type of game.betTypes) {
        const reps = representatives(game, type);
        expect(reps.length, `${game.gameId} ${type.code} has selections to check`).toBeGreaterThan(0);
        for (const mode of game.prizeModes) {
          const table = type.prizes[mode]!;
          for (const { selection, key } of reps) {
            const measured = exactReturn(game, mode, type, selection);
            const design = table.designReturn[key]!;
            lines.push(
              `${type.code} ${mode} ${JSON.stringify(selection)}: ${percent(measured)}% (design ${design / 100}%)`,
            );
            expect(roundsTo(measured, design), lines.at(-1)).toBe(true);
          }
        }
      }
      console.info(`${game.gameId}\n  ${lines.join('\n  ')}`);
    });
  }
});

describe('the Vietnamese bets return their design value, computed exactly', () => {
  // Official digits are taken as independent and uniform. Shifting the last two (three) digits of every prize by
  // the same amount keeps that distribution, so a number's expected hits do not depend on the number: they equal
  // the average over all numbers for any one draw, which settleBet gives exactly.
  const game = LOTTERY_GAMES.find((g) => g.gameId === 'vn-north')!;
  const sample = parseOfficialResult(game, VN_SAMPLE);
  const draws: DrawResult[] = [
    sample.ok ? sample.value : numbers(),
    {
      kind: 'prizes',
      tiers: (sample.ok && sample.value.kind === 'prizes' ? sample.value.tiers : []).map((tier, t) => ({
        tier: tier.tier,
        numbers: tier.numbers.map((n, i) =>
          String((Number(n) * 7 + 13 * t + i) % 10 ** n.length).padStart(n.length, '0'),
        ),
      })),
    },
  ];

  it.each(game.betTypes.map((type) => [type.code, type] as const))('%s', (_, type) => {
    const values = type.selection.numbers!.max + 1;
    for (const result of draws) {
      let won = 0n;
      for (let n = 0; n < values; n++) won += settleBet(game, 'SEA', type.code, { numbers: [n] }, UNIT, result);
      const measured = { won, staked: UNIT * BigInt(values) };
      expect(roundsTo(measured, type.prizes.SEA!.designReturn['*']!), `${type.code} ${percent(measured)}%`).toBe(true);
    }
  });
});
