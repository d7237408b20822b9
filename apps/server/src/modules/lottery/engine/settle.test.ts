import { describe, expect, it } from 'vitest';
import { LotteryInputError, parseOfficialResult, settleBet, settleBetInDetail, type DrawResult } from './index';
import { gameOf, VN_SAMPLE } from './fixtures';

const drawn = (...numbers: number[]): DrawResult => ({ kind: 'numbers', numbers });
const vnResult = (() => {
  const parsed = parseOfficialResult(gameOf('vn-north'), VN_SAMPLE);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
})();

type Case = [string, string, string, string, object, bigint, DrawResult, bigint];

// Each win worked by hand: tickets that hit x unit stake x decimal odds, rounded down to the minor unit.
const cases: Case[] = [
  [
    '6/42 three matches: 9 x 2,000',
    'lotto-6-42',
    'LOTT',
    'pick',
    { numbers: [1, 2, 3, 4, 5, 6] },
    2_000n,
    drawn(1, 2, 3, 10, 20, 30),
    18_000n,
  ],
  [
    '6/42 four matches: 150 x 2,000',
    'lotto-6-42',
    'LOTT',
    'pick',
    { numbers: [1, 2, 3, 4, 5, 6] },
    2_000n,
    drawn(4, 3, 2, 1, 20, 30),
    300_000n,
  ],
  [
    '6/42 two matches pay nothing',
    'lotto-6-42',
    'LOTT',
    'pick',
    { numbers: [1, 2, 3, 4, 5, 6] },
    2_000n,
    drawn(1, 2, 13, 10, 20, 30),
    0n,
  ],
  [
    '6/42 all six: 1,000,000 x 2,000',
    'lotto-6-42',
    'LOTT',
    'pick',
    { numbers: [1, 2, 3, 4, 5, 6] },
    2_000n,
    drawn(6, 5, 4, 3, 2, 1),
    2_000_000_000n,
  ],
  // 7 numbers, 4 drawn: C(4,4)C(3,2) = 3 tickets match 4 and C(4,3)C(3,3) = 4 match 3.
  [
    '6/42 system of 7, four drawn: (3 x 150 + 4 x 9) x 2,000',
    'lotto-6-42',
    'LOTT',
    'pick',
    { numbers: [1, 2, 3, 4, 5, 6, 7] },
    2_000n,
    drawn(1, 2, 3, 4, 40, 41),
    972_000n,
  ],
  [
    'the same in ModeElott: (3 x 145 + 4 x 9) x 2,000',
    'lotto-6-42',
    'ModeElott',
    'pick',
    { numbers: [1, 2, 3, 4, 5, 6, 7] },
    2_000n,
    drawn(1, 2, 3, 4, 40, 41),
    942_000n,
  ],
  // 8 numbers, 5 drawn: C(5,5)C(3,1) = 3 tickets match 5, C(5,4)C(3,2) = 15 match 4, C(5,3)C(3,3) = 10 match 3.
  [
    '6/58 system of 8, five drawn: (3 x 28,000 + 15 x 500 + 10 x 23) x 2,000',
    'lotto-6-58',
    'LOTT',
    'pick',
    { numbers: [1, 2, 3, 4, 5, 6, 7, 8] },
    2_000n,
    drawn(1, 2, 3, 4, 5, 58),
    183_460_000n,
  ],
  [
    '3D straight in order: 920 x 1,000',
    'swertres-3d',
    'LOTT',
    'straight',
    { numbers: [1, 2, 3] },
    1_000n,
    drawn(1, 2, 3),
    920_000n,
  ],
  [
    '3D straight out of order loses',
    'swertres-3d',
    'LOTT',
    'straight',
    { numbers: [1, 2, 3] },
    1_000n,
    drawn(3, 2, 1),
    0n,
  ],
  [
    '3D rambled, any order: one ticket of six wins',
    'swertres-3d',
    'LOTT',
    'rambled',
    { numbers: [1, 2, 3] },
    1_000n,
    drawn(3, 1, 2),
    920_000n,
  ],
  [
    '3D rambled with a pair',
    'swertres-3d',
    'ModeElott',
    'rambled',
    { numbers: [1, 1, 2] },
    1_000n,
    drawn(2, 1, 1),
    900_000n,
  ],
  [
    '3D rambled with a pair against other digits',
    'swertres-3d',
    'LOTT',
    'rambled',
    { numbers: [1, 1, 2] },
    1_000n,
    drawn(1, 2, 2),
    0n,
  ],
  ['EZ2 straight: 880 x 1,000', 'ez2-2d', 'LOTT', 'straight', { numbers: [31, 4] }, 1_000n, drawn(31, 4), 880_000n],
  ['EZ2 rambled reversed', 'ez2-2d', 'ModeElott', 'rambled', { numbers: [31, 4] }, 1_000n, drawn(4, 31), 870_000n],
  [
    '4D straight: 9,200 x 1,000',
    'lotto-4d',
    'LOTT',
    'straight',
    { numbers: [0, 0, 1, 9] },
    1_000n,
    drawn(0, 0, 1, 9),
    9_200_000n,
  ],
  [
    '4D rambled with a pair',
    'lotto-4d',
    'LOTT',
    'rambled',
    { numbers: [0, 0, 1, 9] },
    1_000n,
    drawn(9, 0, 1, 0),
    9_200_000n,
  ],
  ['colour number 5 of 0 and 5: 9.6 x 100', 'colour-1m', 'LOTT', 'number', { numbers: [0, 5] }, 100n, drawn(5), 960n],
  ['red on 2: 1.96 x 100', 'colour-1m', 'LOTT', 'colour', { option: 'red' }, 100n, drawn(2), 196n],
  ['red on 0 (also violet): 1.48 x 100', 'colour-1m', 'LOTT', 'colour', { option: 'red' }, 100n, drawn(0), 148n],
  ['green on 0 loses', 'colour-1m', 'LOTT', 'colour', { option: 'green' }, 100n, drawn(0), 0n],
  [
    'violet on 5: 4.6 x 100 in ModeElott',
    'colour-3m',
    'ModeElott',
    'colour',
    { option: 'violet' },
    100n,
    drawn(5),
    460n,
  ],
  ['red on 2 with 101: 197.96 rounds down', 'colour-1m', 'LOTT', 'colour', { option: 'red' }, 101n, drawn(2), 197n],
  ['big on 5: 1.94 x 100', 'colour-5m', 'LOTT', 'bigSmall', { option: 'big' }, 100n, drawn(5), 194n],
  ['small on 5 loses', 'colour-5m', 'LOTT', 'bigSmall', { option: 'small' }, 100n, drawn(5), 0n],
  [
    'dice total 10 of 10 and 11: 7.6 x 100',
    'dice-1m',
    'LOTT',
    'sum',
    { numbers: [10, 11] },
    100n,
    drawn(3, 3, 4),
    760n,
  ],
  ['dice total 3: 200 x 100', 'dice-1m', 'LOTT', 'sum', { numbers: [3] }, 100n, drawn(1, 1, 1), 20_000n],
  [
    'dice total 17 in ModeElott: 66 x 100',
    'dice-1m',
    'ModeElott',
    'sum',
    { numbers: [17] },
    100n,
    drawn(6, 5, 6),
    6_600n,
  ],
  ['big on 12: 2 x 100', 'dice-1m', 'LOTT', 'bigSmall', { option: 'big' }, 100n, drawn(6, 5, 1), 200n],
  ['big on a triple 4 loses', 'dice-1m', 'LOTT', 'bigSmall', { option: 'big' }, 100n, drawn(4, 4, 4), 0n],
  ['small on 4: 2 x 100', 'dice-1m', 'LOTT', 'bigSmall', { option: 'small' }, 100n, drawn(1, 2, 1), 200n],
  [
    'odd on 5: 1.96 x 100 in ModeElott',
    'dice-1m',
    'ModeElott',
    'oddEven',
    { option: 'odd' },
    100n,
    drawn(1, 2, 2),
    196n,
  ],
  ['even on a triple 2 loses', 'dice-1m', 'LOTT', 'oddEven', { option: 'even' }, 100n, drawn(2, 2, 2), 0n],
  ['any triple: 33 x 100', 'dice-3m', 'LOTT', 'anyTriple', {}, 100n, drawn(2, 2, 2), 3_300n],
  ['triple 5 of 2 and 5: 205 x 100', 'dice-3m', 'LOTT', 'triple', { numbers: [2, 5] }, 100n, drawn(5, 5, 5), 20_500n],
  ['pair of 5: 12.5 x 100', 'dice-3m', 'LOTT', 'pair', { numbers: [5] }, 100n, drawn(5, 1, 5), 1_250n],
  [
    'pair of 5 on a triple 5 still pays once',
    'dice-3m',
    'LOTT',
    'pair',
    { numbers: [5] },
    100n,
    drawn(5, 5, 5),
    1_250n,
  ],
  [
    'pairs of 1 and 5 on 5-5-1: only 5 pays',
    'dice-3m',
    'LOTT',
    'pair',
    { numbers: [1, 5] },
    100n,
    drawn(5, 5, 1),
    1_250n,
  ],
  [
    'digits 3, 7 at positions 1, 3, 5 of 3-0-7-7-2: two hit, 2 x 9.7 x 100',
    'digits5-1m',
    'LOTT',
    'position',
    { numbers: [3, 7], positions: [1, 3, 5] },
    100n,
    drawn(3, 0, 7, 7, 2),
    1_940n,
  ],
  [
    'big at positions 2 and 4 of 3-0-7-7-2: one hits',
    'digits5-1m',
    'LOTT',
    'positionBigSmall',
    { option: 'big', positions: [2, 4] },
    100n,
    drawn(3, 0, 7, 7, 2),
    195n,
  ],
  [
    'odd at every position of 3-0-7-7-2: three hit in ModeElott',
    'digits5-1m',
    'ModeElott',
    'positionOddEven',
    { option: 'odd', positions: [1, 2, 3, 4, 5] },
    100n,
    drawn(3, 0, 7, 7, 2),
    576n,
  ],
  ['sum 23 is big', 'digits5-1m', 'LOTT', 'sumBigSmall', { option: 'big' }, 100n, drawn(9, 9, 5, 0, 0), 195n],
  ['sum 22 is small', 'digits5-1m', 'LOTT', 'sumBigSmall', { option: 'big' }, 100n, drawn(9, 9, 4, 0, 0), 0n],
  ['sum 19 is odd', 'digits5-1m', 'LOTT', 'sumOddEven', { option: 'odd' }, 100n, drawn(9, 9, 1, 0, 0), 195n],
  [
    'cars 1, 2 at places 1 and 10 of 2-9-10-1-6-7-8-5-4-3: one hits',
    'race10-1m',
    'LOTT',
    'position',
    { numbers: [1, 2], positions: [1, 10] },
    100n,
    drawn(2, 9, 10, 1, 6, 7, 8, 5, 4, 3),
    970n,
  ],
  [
    'big at places 2 and 3 (cars 9 and 10)',
    'race10-1m',
    'LOTT',
    'positionBigSmall',
    { option: 'big', positions: [2, 3] },
    100n,
    drawn(2, 9, 10, 1, 6, 7, 8, 5, 4, 3),
    390n,
  ],
  [
    'odd at every place: cars 9, 1, 7, 5, 3',
    'race10-1m',
    'LOTT',
    'positionOddEven',
    { option: 'odd', positions: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] },
    100n,
    drawn(2, 9, 10, 1, 6, 7, 8, 5, 4, 3),
    975n,
  ],
  [
    'first and second in order',
    'race10-1m',
    'LOTT',
    'topTwo',
    { numbers: [2, 9] },
    100n,
    drawn(2, 9, 10, 1, 6, 7, 8, 5, 4, 3),
    8_600n,
  ],
  [
    'first and second reversed loses in order',
    'race10-1m',
    'LOTT',
    'topTwo',
    { numbers: [9, 2] },
    100n,
    drawn(2, 9, 10, 1, 6, 7, 8, 5, 4, 3),
    0n,
  ],
  [
    'first and second reversed wins either way',
    'race10-1m',
    'ModeElott',
    'topTwoAnyOrder',
    { numbers: [9, 2] },
    100n,
    drawn(2, 9, 10, 1, 6, 7, 8, 5, 4, 3),
    4_200n,
  ],
  ['lô 68 hits nine prizes: 9 x 3.5 x 1,000', 'vn-north', 'SEA', 'lo2', { numbers: [68] }, 1_000n, vnResult, 31_500n],
  [
    'lô 68 and 00: nine and the seventh prize 00',
    'vn-north',
    'SEA',
    'lo2',
    { numbers: [0, 68] },
    1_000n,
    vnResult,
    35_000n,
  ],
  [
    'lô 3 số 068: the second 00068 and the sixth 068',
    'vn-north',
    'SEA',
    'lo3',
    { numbers: [68] },
    1_000n,
    vnResult,
    80_000n,
  ],
  [
    'lô 3 số 368: the special 12368 and the fifth 1368',
    'vn-north',
    'SEA',
    'lo3',
    { numbers: [368] },
    1_000n,
    vnResult,
    80_000n,
  ],
  [
    'lô 3 số 0: the seventh prize 00 has two digits only',
    'vn-north',
    'SEA',
    'lo3',
    { numbers: [0] },
    1_000n,
    vnResult,
    0n,
  ],
  ['đề 68 on the special 12368', 'vn-north', 'SEA', 'de', { numbers: [68] }, 1_000n, vnResult, 95_000n],
  ['đề 12 loses', 'vn-north', 'SEA', 'de', { numbers: [12] }, 1_000n, vnResult, 0n],
  ['ba càng 368', 'vn-north', 'SEA', 'threeCang', { numbers: [368, 5] }, 1_000n, vnResult, 920_000n],
];

describe('settleBet pays the hand-worked wins', () => {
  it.each(cases)('%s', (_, gameId, prizeMode, betType, selection, stake, result, win) => {
    expect(settleBet(gameOf(gameId), prizeMode, betType, selection, stake, result)).toBe(win);
  });
});

describe('settleBetInDetail', () => {
  it('says how many tickets hit at each level', () => {
    const system = settleBetInDetail(
      gameOf('lotto-6-42'),
      'LOTT',
      'pick',
      { numbers: [1, 2, 3, 4, 5, 6, 7] },
      2_000n,
      drawn(1, 2, 3, 4, 40, 41),
    );
    // All seven tickets of the system bet match three or four; none matches fewer.
    expect(system.hits).toEqual({ 3: 4, 4: 3 });
    const lo = settleBetInDetail(gameOf('vn-north'), 'SEA', 'lo2', { numbers: [68] }, 1_000n, vnResult);
    expect(lo.hits).toEqual({ hit: 9 });
  });
});

describe('settleBet refuses what should never reach it', () => {
  const refusal = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return error instanceof LotteryInputError ? error.errorCode : 'other';
    }
    return 'none';
  };
  const colour = gameOf('colour-1m');

  it('a prize mode the game is not offered in', () => {
    expect(refusal(() => settleBet(colour, 'SEA', 'number', { numbers: [1] }, 100n, drawn(1)))).toBe(
      'lottery.prizeMode.unknown',
    );
    expect(refusal(() => settleBet(gameOf('vn-north'), 'LOTT', 'de', { numbers: [1] }, 100n, vnResult))).toBe(
      'lottery.prizeMode.unknown',
    );
  });

  it('a bet or result that does not fit the game', () => {
    expect(refusal(() => settleBet(colour, 'LOTT', 'sum', { numbers: [1] }, 100n, drawn(1)))).toBe(
      'lottery.bet.type.unknown',
    );
    expect(refusal(() => settleBet(colour, 'LOTT', 'number', { numbers: [10] }, 100n, drawn(1)))).toBe(
      'lottery.numbers.range',
    );
    expect(refusal(() => settleBet(colour, 'LOTT', 'number', { numbers: [1] }, 0n, drawn(1)))).toBe(
      'lottery.amount.invalid',
    );
    expect(refusal(() => settleBet(colour, 'LOTT', 'number', { numbers: [1] }, 100n, drawn(1, 2)))).toBe(
      'lottery.numbers.count',
    );
    expect(refusal(() => settleBet(colour, 'LOTT', 'number', { numbers: [1] }, 100n, vnResult))).toBe(
      'lottery.result.shape',
    );
    expect(refusal(() => settleBet(gameOf('vn-north'), 'SEA', 'de', { numbers: [1] }, 100n, drawn(1)))).toBe(
      'lottery.result.shape',
    );
  });

  it('but not a stake outside limits that changed after the bet was taken', () => {
    expect(settleBet(colour, 'LOTT', 'number', { numbers: [1] }, 1n, drawn(1))).toBe(9n);
    expect(settleBet(colour, 'LOTT', 'number', { numbers: [1] }, 10_000_000n, drawn(1))).toBe(96_000_000n);
  });
});
