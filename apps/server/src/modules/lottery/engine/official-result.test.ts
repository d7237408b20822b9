import { describe, expect, it } from 'vitest';
import { parseOfficialResult, type LotteryErrorCode } from './index';
import { gameOf, VN_SAMPLE } from './fixtures';

const errorOf = (gameId: string, input: unknown) => {
  const parsed = parseOfficialResult(gameOf(gameId), input);
  return parsed.ok ? null : parsed.error.errorCode;
};

describe('parseOfficialResult takes results of the official shape', () => {
  it('6/xx: six different numbers in range, in draw order', () => {
    expect(parseOfficialResult(gameOf('lotto-6-58'), [58, 1, 33, 7, 12, 40])).toEqual({
      ok: true,
      value: { kind: 'numbers', numbers: [58, 1, 33, 7, 12, 40] },
    });
    expect(parseOfficialResult(gameOf('lotto-6-42'), { numbers: [1, 2, 3, 4, 5, 42] }).ok).toBe(true);
  });

  it('3D, 2D and 4D: digits (or 1..31) that may repeat', () => {
    expect(parseOfficialResult(gameOf('swertres-3d'), [7, 7, 7]).ok).toBe(true);
    expect(parseOfficialResult(gameOf('ez2-2d'), [31, 31]).ok).toBe(true);
    expect(parseOfficialResult(gameOf('lotto-4d'), [0, 0, 0, 0]).ok).toBe(true);
  });

  it('the Vietnamese draw: 27 prizes by tier, as a form sends them or as stored', () => {
    const parsed = parseOfficialResult(gameOf('vn-north'), VN_SAMPLE);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok || parsed.value.kind !== 'prizes') return;
    expect(parsed.value.tiers.map((t) => t.tier)).toEqual([
      'special',
      'first',
      'second',
      'third',
      'fourth',
      'fifth',
      'sixth',
      'seventh',
    ]);
    expect(parsed.value.tiers.flatMap((t) => t.numbers)).toHaveLength(27);
    expect(parseOfficialResult(gameOf('vn-north'), parsed.value)).toEqual(parsed);
  });

  type Bad = [string, string, unknown, LotteryErrorCode];
  const bad: Bad[] = [
    ['five numbers for 6/45', 'lotto-6-45', [1, 2, 3, 4, 5], 'lottery.numbers.count'],
    ['seven numbers for 6/45', 'lotto-6-45', [1, 2, 3, 4, 5, 6, 7], 'lottery.numbers.count'],
    ['46 in 6/45', 'lotto-6-45', [1, 2, 3, 4, 5, 46], 'lottery.numbers.range'],
    ['a repeat in 6/49', 'lotto-6-49', [1, 2, 3, 4, 5, 5], 'lottery.numbers.duplicate'],
    ['a digit of 10 in 3D', 'swertres-3d', [1, 10, 3], 'lottery.numbers.range'],
    ['0 in EZ2', 'ez2-2d', [0, 5], 'lottery.numbers.range'],
    ['text for 4D', 'lotto-4d', '1234', 'lottery.result.shape'],
    ['a fraction for 3D', 'swertres-3d', [1, 2.5, 3], 'lottery.result.shape'],
    ['nothing', 'lotto-6-55', null, 'lottery.result.shape'],
    ['a house game', 'dice-1m', [1, 2, 3], 'lottery.game.house'],
    ['a missing tier', 'vn-north', { ...VN_SAMPLE, seventh: undefined }, 'lottery.result.shape'],
    ['a tier short of a number', 'vn-north', { ...VN_SAMPLE, third: VN_SAMPLE.third.slice(1) }, 'lottery.result.shape'],
    ['a four-digit special prize', 'vn-north', { ...VN_SAMPLE, special: ['1234'] }, 'lottery.result.shape'],
    [
      'a prize given as a number (its leading zeros lost)',
      'vn-north',
      { ...VN_SAMPLE, sixth: [68, '123', '456'] },
      'lottery.result.shape',
    ],
    ['letters in a prize', 'vn-north', { ...VN_SAMPLE, seventh: ['6a', '07', '99', '00'] }, 'lottery.result.shape'],
    ['an eighth tier', 'vn-north', { ...VN_SAMPLE, eighth: ['123'] }, 'lottery.result.shape'],
    ['a list of numbers', 'vn-north', [1, 2, 3], 'lottery.result.shape'],
    [
      'a tier given twice in the stored form',
      'vn-north',
      [
        ...Object.entries(VN_SAMPLE).map(([tier, numbers]) => ({ tier, numbers })),
        { tier: 'special', numbers: ['00000'] },
      ],
      'lottery.result.shape',
    ],
  ];

  it.each(bad)('refuses %s', (_, gameId, input, errorCode) => {
    expect(errorOf(gameId, input)).toBe(errorCode);
  });
});
