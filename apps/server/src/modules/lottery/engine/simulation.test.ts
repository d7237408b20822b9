import { describe, expect, it } from 'vitest';
import { deriveResult, LOTTERY_GAMES, settleBet, validateBet, type LotteryGame, type Selection } from './index';

// A cross-check of the whole house path: draws derived from a secret, then settled. The exact proofs are in
// returns.test.ts; here each bet type's measured return must lie within four standard errors of its design.

const SECRET = 'c0ffee'.repeat(10) + 'c0ff';
const DRAWS = 200_000;
const UNIT = 10_000n;

/** Selections that rotate over the draws: every option, several numbers and every position alone and together. */
function rotation(game: LotteryGame, code: string): { selection: Selection; key: string }[] {
  const type = game.betTypes.find((t) => t.code === code)!;
  const design = type.prizes.LOTT!.designReturn;
  const rule = type.selection;
  const places: (number[] | undefined)[] =
    rule.positions === undefined ? [undefined] : [...Array(rule.positions.max).keys()].map((p) => [p + 1]);
  if (rule.positions !== undefined) places.push([...Array(rule.positions.max).keys()].map((p) => p + 1));
  const list: { selection: Selection; key: string }[] = [];
  for (const positions of places) {
    const at = positions === undefined ? {} : { positions };
    if (rule.options !== undefined) {
      for (const option of rule.options)
        list.push({ selection: { option, ...at }, key: option in design ? option : '*' });
    } else if (rule.numbers === undefined) {
      list.push({ selection: at, key: '*' });
    } else {
      const { min, max, count, ordered } = rule.numbers;
      for (let first = min; first <= max; first++) {
        const numbers = Array.from({ length: count.min }, (_, i) => min + ((first - min + i * 3) % (max - min + 1)));
        const key = String(numbers[0]) in design ? String(numbers[0]) : '*';
        if (ordered || count.min === 1 || new Set(numbers).size === numbers.length)
          list.push({ selection: { numbers, ...at }, key });
      }
    }
  }
  return list.filter(({ selection }) => validateBet(game, code, selection, type.minStake).ok);
}

type Tally = { won: number; staked: number; designStaked: number; squares: number };

describe(`house games settle their design returns over ${DRAWS.toLocaleString('en')} derived draws`, () => {
  const games = LOTTERY_GAMES.filter((g) => g.resultSource === 'house' && g.gameId.endsWith('-1m'));

  it.each(games.map((g) => [g.gameId, g] as const))('%s', (_, game) => {
    const bets = game.betTypes.map((type) => ({ type, rotation: rotation(game, type.code) }));
    const tallies = new Map<string, Tally>(
      game.betTypes.map((t) => [t.code, { won: 0, staked: 0, designStaked: 0, squares: 0 }]),
    );
    const started = performance.now();
    for (let draw = 0; draw < DRAWS; draw++) {
      const result = deriveResult(game, SECRET, `${game.gameId}-sim-${draw}`);
      for (const { type, rotation: list } of bets) {
        const { selection, key } = list[draw % list.length]!;
        const checked = validateBet(game, type.code, selection, UNIT);
        if (!checked.ok) throw new Error(checked.error.message);
        const staked = Number(checked.value.totalStake);
        const won = Number(settleBet(game, 'LOTT', type.code, selection, UNIT, result));
        const tally = tallies.get(type.code)!;
        tally.won += won;
        tally.staked += staked;
        tally.designStaked += (staked * type.prizes.LOTT!.designReturn[key]!) / 10_000;
        tally.squares += (won / staked) ** 2 * staked;
      }
    }
    const lines: string[] = [];
    for (const [code, { won, staked, designStaked, squares }] of tallies) {
      const measured = won / staked;
      const design = designStaked / staked;
      const standardError = Math.sqrt(Math.max(0, squares / staked - measured * measured) / DRAWS);
      lines.push(
        `${code}: ${(measured * 100).toFixed(3)}% (design ${(design * 100).toFixed(3)}%, standard error ${(standardError * 100).toFixed(3)})`,
      );
      expect(Math.abs(measured - design), lines.at(-1)).toBeLessThanOrEqual(4 * standardError);
    }
    console.info(
      `${game.gameId}, ${DRAWS} draws in ${((performance.now() - started) / 1000).toFixed(1)} s\n  ${lines.join('\n  ')}`,
    );
  });
});
