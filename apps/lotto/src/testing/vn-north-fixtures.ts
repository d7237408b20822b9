import type { LotteryPastDraw, LotteryResult } from '@palaro/contract/lottery-draws';
import type { LotteryBetTypeRules, LotteryRules } from '@palaro/contract/lottery-rules';

const tails = (code: string, name: string, max: number, odds: string): LotteryBetTypeRules => ({
  code,
  name,
  selection: {
    numbers: { min: 0, max, count: { min: 1, max: 10 }, distinct: true, ordered: false, notAllEqual: false },
    positions: null,
    options: null,
  },
  combinations: { kind: 'each' },
  minStake: '1000',
  maxStake: '500000',
  odds: { hit: odds },
});

/** The Vietnamese northern draw's rules as GET /lgw/games/rules answers them (SEA). */
export const VN_NORTH_RULES: LotteryRules = {
  gameId: 'vn-north',
  name: 'Vietnam Northern Lottery',
  localName: 'Xổ số Miền Bắc',
  playType: 'trad',
  category: 'vnNorth',
  resultSource: 'official',
  resultShape: {
    kind: 'prizes',
    tiers: [
      { tier: 'special', count: 1, digits: 5 },
      { tier: 'first', count: 1, digits: 5 },
      { tier: 'second', count: 2, digits: 5 },
      { tier: 'third', count: 6, digits: 5 },
      { tier: 'fourth', count: 4, digits: 4 },
      { tier: 'fifth', count: 6, digits: 4 },
      { tier: 'sixth', count: 3, digits: 3 },
      { tier: 'seventh', count: 4, digits: 2 },
    ],
  },
  salesCloseSeconds: 600,
  prizeMode: 'SEA',
  prizeModes: ['SEA'],
  betTypes: [
    tails('lo2', 'Lô 2 số (last two digits, any prize)', 99, '3.5'),
    tails('lo3', 'Lô 3 số (last three digits, any prize)', 999, '40'),
    tails('de', 'Đề (special prize, last two digits)', 99, '95'),
    tails('threeCang', 'Ba càng (special prize, last three digits)', 999, '920'),
  ],
};

/** A whole northern result, 27 numbers with their leading zeros: the special prize is `special`. */
export function vnNorthResult(special: string): Extract<LotteryResult, { kind: 'prizes' }> {
  return {
    kind: 'prizes',
    tiers: [
      { tier: 'special', numbers: [special] },
      { tier: 'first', numbers: ['40213'] },
      { tier: 'second', numbers: ['05197', '88230'] },
      { tier: 'third', numbers: ['12094', '67301', '00452', '93318', '27760', '51846'] },
      { tier: 'fourth', numbers: ['0917', '4482', '7305', '2261'] },
      { tier: 'fifth', numbers: ['8840', '0076', '5129', '3397', '6614', '1058'] },
      { tier: 'sixth', numbers: ['093', '517', '760'] },
      { tier: 'seventh', numbers: ['04', '38', '61', '89'] },
    ],
  };
}

/** The last three northern draws, newest first, with special prizes 03829, 71450 and 96017. */
export const VN_NORTH_DRAWS: LotteryPastDraw[] = ['03829', '71450', '96017'].map((special, i) => ({
  drawNumber: `2026112${8 - i}-0001`,
  drawAt: Date.UTC(2026, 10, 28 - i, 11, 15),
  status: 'settled',
  result: vnNorthResult(special),
  drawnAt: Date.UTC(2026, 10, 28 - i, 11, 20),
}));
