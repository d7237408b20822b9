import { describe, expect, it } from 'vitest';
import { findGame, type LotteryErrorCode, type LotteryGame } from './index';
import { checkPrizeMode, validateBet } from './validate-bet';

const game = (gameId: string): LotteryGame => {
  const found = findGame(gameId);
  if (found === undefined) throw new Error(`no game ${gameId}`);
  return found;
};

type Refused = [string, string, unknown, unknown, unknown, LotteryErrorCode, string?];

describe('validateBet refuses bad bets with a clear errorCode', () => {
  const cases: Refused[] = [
    [
      'an unknown bet type',
      'lotto-6-42',
      'jackpot',
      { numbers: [1, 2, 3, 4, 5, 6] },
      2_000n,
      'lottery.bet.type.unknown',
    ],
    ['a bet type of another game', 'swertres-3d', 'pick', { numbers: [1, 2, 3] }, 2_000n, 'lottery.bet.type.unknown'],
    ['a bet type that is not text', 'swertres-3d', 7, { numbers: [1, 2, 3] }, 2_000n, 'lottery.bet.type.unknown'],
    ['five numbers for 6/42', 'lotto-6-42', 'pick', { numbers: [1, 2, 3, 4, 5] }, 2_000n, 'lottery.numbers.count'],
    [
      'eleven numbers for a 6/42 system bet',
      'lotto-6-42',
      'pick',
      { numbers: [...Array(11).keys()].map((n) => n + 1) },
      2_000n,
      'lottery.numbers.count',
    ],
    ['two digits for 3D', 'swertres-3d', 'straight', { numbers: [1, 2] }, 2_000n, 'lottery.numbers.count'],
    ['three cars for the top two', 'race10-1m', 'topTwo', { numbers: [1, 2, 3] }, 100n, 'lottery.numbers.count'],
    ['no number at all', 'colour-1m', 'number', { numbers: [] }, 100n, 'lottery.numbers.count'],
    [
      'a repeated 6/42 number',
      'lotto-6-42',
      'pick',
      { numbers: [1, 2, 3, 4, 5, 5] },
      2_000n,
      'lottery.numbers.duplicate',
    ],
    ['the same car twice', 'race10-3m', 'topTwoAnyOrder', { numbers: [4, 4] }, 100n, 'lottery.numbers.duplicate'],
    [
      'a repeated position',
      'digits5-1m',
      'position',
      { numbers: [1], positions: [2, 2] },
      100n,
      'lottery.positions.duplicate',
    ],
    ['43 in 6/42', 'lotto-6-42', 'pick', { numbers: [1, 2, 3, 4, 5, 43] }, 2_000n, 'lottery.numbers.range'],
    ['0 in 6/42', 'lotto-6-42', 'pick', { numbers: [0, 2, 3, 4, 5, 6] }, 2_000n, 'lottery.numbers.range'],
    ['32 in EZ2', 'ez2-2d', 'straight', { numbers: [32, 1] }, 2_000n, 'lottery.numbers.range'],
    ['a digit of 10', 'lotto-4d', 'straight', { numbers: [1, 2, 3, 10] }, 2_000n, 'lottery.numbers.range'],
    ['a dice total of 19', 'dice-5m', 'sum', { numbers: [19] }, 100n, 'lottery.numbers.range'],
    [
      'a sixth position of five digits',
      'digits5-3m',
      'positionBigSmall',
      { option: 'big', positions: [6] },
      100n,
      'lottery.positions.range',
    ],
    ['1000 for three digits', 'vn-north', 'lo3', { numbers: [1000] }, 1_000n, 'lottery.numbers.range'],
    [
      'a rambled bet on one number thrice',
      'swertres-3d',
      'rambled',
      { numbers: [7, 7, 7] },
      2_000n,
      'lottery.numbers.rambled',
    ],
    ['an unknown colour', 'colour-1m', 'colour', { option: 'blue' }, 100n, 'lottery.option.unknown'],
    ['no option', 'dice-1m', 'bigSmall', {}, 100n, 'lottery.option.unknown'],
    [
      'numbers where an option belongs',
      'dice-1m',
      'bigSmall',
      { option: 'big', numbers: [1] },
      100n,
      'lottery.selection.invalid',
    ],
    ['a selection that is not an object', 'dice-1m', 'anyTriple', [1], 100n, 'lottery.selection.invalid'],
    [
      'numbers that are not whole',
      'lotto-6-42',
      'pick',
      { numbers: [1, 2, 3, 4, 5, 6.5] },
      2_000n,
      'lottery.selection.invalid',
    ],
    ['numbers as text', 'swertres-3d', 'straight', { numbers: '123' }, 2_000n, 'lottery.selection.invalid'],
    ['a stake below the minimum', 'lotto-6-42', 'pick', { numbers: [1, 2, 3, 4, 5, 6] }, 1_999n, 'lottery.amount.min'],
    ['a stake above the maximum', 'lotto-4d', 'straight', { numbers: [1, 2, 3, 4] }, 50_001n, 'lottery.amount.max'],
    ['a stake as a float', 'dice-1m', 'anyTriple', {}, 100, 'lottery.amount.invalid'],
    ['a stake of zero', 'dice-1m', 'anyTriple', {}, 0n, 'lottery.amount.invalid'],
    ['a negative stake', 'dice-1m', 'anyTriple', {}, -100n, 'lottery.amount.invalid'],
  ];

  it.each(cases)('%s', (_, gameId, betType, selection, stake, errorCode) => {
    const checked = validateBet(game(gameId), betType, selection, stake);
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(checked.error.errorCode).toBe(errorCode);
      expect(checked.error.message.length).toBeGreaterThan(0);
    }
  });

  it('checks the selection before the stake and the count before range and duplicates', () => {
    const refused = (betType: string, selection: unknown, stake: bigint) => {
      const checked = validateBet(game('lotto-6-42'), betType, selection, stake);
      return checked.ok ? null : checked.error.errorCode;
    };
    expect(refused('pick', { numbers: [99, 99] }, 1n)).toBe('lottery.numbers.count');
    expect(refused('pick', { numbers: [99, 99, 1, 2, 3, 4] }, 1n)).toBe('lottery.numbers.range');
    expect(refused('pick', { numbers: [1, 1, 2, 3, 4, 5] }, 1n)).toBe('lottery.numbers.duplicate');
  });
});

describe('validateBet counts the tickets a selection covers', () => {
  type Accepted = [string, string, string, object, bigint, number];
  const cases: Accepted[] = [
    ['six numbers: one ticket', 'lotto-6-49', 'pick', { numbers: [49, 1, 12, 7, 30, 22] }, 2_000n, 1],
    ['a system bet of 7: C(7,6) tickets', 'lotto-6-49', 'pick', { numbers: [1, 2, 3, 4, 5, 6, 7] }, 2_000n, 7],
    [
      'a system bet of 10: C(10,6) tickets',
      'lotto-6-58',
      'pick',
      { numbers: [...Array(10).keys()].map((n) => n + 1) },
      2_000n,
      210,
    ],
    ['3D straight', 'swertres-3d', 'straight', { numbers: [1, 2, 3] }, 1_000n, 1],
    ['3D rambled on three different digits', 'swertres-3d', 'rambled', { numbers: [1, 2, 3] }, 1_000n, 6],
    ['3D rambled with a repeated digit', 'swertres-3d', 'rambled', { numbers: [1, 1, 3] }, 1_000n, 3],
    ['EZ2 rambled', 'ez2-2d', 'rambled', { numbers: [31, 4] }, 1_000n, 2],
    ['4D rambled on four different digits', 'lotto-4d', 'rambled', { numbers: [9, 0, 1, 2] }, 1_000n, 24],
    ['4D rambled on two pairs', 'lotto-4d', 'rambled', { numbers: [1, 1, 2, 2] }, 1_000n, 6],
    ['4D rambled with one digit thrice', 'lotto-4d', 'rambled', { numbers: [1, 1, 1, 2] }, 1_000n, 4],
    ['three colour-game numbers', 'colour-1m', 'number', { numbers: [0, 5, 9] }, 100n, 3],
    ['a colour', 'colour-3m', 'colour', { option: 'violet' }, 100n, 1],
    ['two dice totals', 'dice-1m', 'sum', { numbers: [10, 11] }, 100n, 2],
    ['any triple', 'dice-1m', 'anyTriple', {}, 100n, 1],
    ['two digits at three positions', 'digits5-5m', 'position', { numbers: [3, 7], positions: [1, 3, 5] }, 100n, 6],
    ['big at two positions', 'digits5-5m', 'positionBigSmall', { option: 'big', positions: [2, 4] }, 100n, 2],
    ['four cars at two places', 'race10-1m', 'position', { numbers: [1, 2, 3, 4], positions: [1, 10] }, 100n, 8],
    ['the top two in order', 'race10-1m', 'topTwo', { numbers: [10, 1] }, 100n, 1],
    ['five numbers on the last two digits', 'vn-north', 'lo2', { numbers: [0, 7, 42, 68, 99] }, 1_000n, 5],
  ];

  it.each(cases)('%s', (_, gameId, betType, selection, stake, combinations) => {
    const checked = validateBet(game(gameId), betType, selection, stake);
    expect(checked).toMatchObject({ ok: true });
    if (checked.ok) {
      expect(checked.value.combinations).toBe(combinations);
      expect(checked.value.totalStake).toBe(stake * BigInt(combinations));
      expect(checked.value.unitStake).toBe(stake);
    }
  });

  it('stores unordered numbers ascending and keeps the order of ordered ones', () => {
    const pick = validateBet(game('lotto-6-42'), 'pick', { numbers: [42, 3, 17, 1, 30, 8] }, 2_000n);
    const straight = validateBet(game('swertres-3d'), 'straight', { numbers: [9, 0, 4] }, 1_000n);
    const positions = validateBet(game('digits5-1m'), 'position', { numbers: [8, 2], positions: [5, 1] }, 100n);
    expect(pick.ok && pick.value.selection.numbers).toEqual([1, 3, 8, 17, 30, 42]);
    expect(straight.ok && straight.value.selection.numbers).toEqual([9, 0, 4]);
    expect(positions.ok && positions.value.selection).toEqual({ numbers: [2, 8], positions: [1, 5] });
  });

  it('accepts the stake limits themselves', () => {
    const type = game('dice-1m').betTypes.find((t) => t.code === 'anyTriple')!;
    expect(validateBet(game('dice-1m'), 'anyTriple', {}, type.minStake).ok).toBe(true);
    expect(validateBet(game('dice-1m'), 'anyTriple', {}, type.maxStake).ok).toBe(true);
  });
});

describe('checkPrizeMode', () => {
  it('takes the prize modes a game is offered in and refuses the others', () => {
    expect(checkPrizeMode(game('vn-north'), 'SEA')).toEqual({ ok: true, value: 'SEA' });
    expect(checkPrizeMode(game('colour-1m'), 'ModeElott')).toEqual({ ok: true, value: 'ModeElott' });
    for (const [gameId, mode] of [
      ['vn-north', 'LOTT'],
      ['colour-1m', 'SEA'],
      ['colour-1m', 'ELOTT'],
      ['colour-1m', 7],
    ] as const) {
      const checked = checkPrizeMode(game(gameId), mode);
      expect(!checked.ok && checked.error.errorCode).toBe('lottery.prizeMode.unknown');
    }
  });
});
