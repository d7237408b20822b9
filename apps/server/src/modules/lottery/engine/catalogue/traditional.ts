import type { LotteryGame, PrizeTable, Schedule, Weekday } from '../types';
import { ARRANGEMENTS, betType, EACH, exactly, flat, numbers, prizeTable, upTo } from './build';

// Odds here are fixed: the house pays them on the official result, so each bet type has a design return of its own.
// The 6/xx tickets pay by match count instead of sharing a jackpot pool.

const MANILA = 'Asia/Manila';
const evening = (weekdays: Weekday[]): Schedule => ({ kind: 'daily', timeZone: MANILA, times: ['21:00'], weekdays });
const THRICE_DAILY: Schedule = { kind: 'daily', timeZone: MANILA, times: ['14:00', '17:00', '21:00'] };
const PCSO_SALES_CLOSE = 15 * 60;

type Lotto6Odds = { LOTT: PrizeTable; ModeElott: PrizeTable };

const matchTable = (o: [string, string, string, string], designReturn: number) =>
  prizeTable({ 3: o[0], 4: o[1], 5: o[2], 6: o[3] }, { '*': designReturn });

/** A 6/N ticket is six numbers; up to ten make a system bet of every six of them. */
function lotto6(size: number, weekdays: Weekday[], prizes: Lotto6Odds): LotteryGame {
  return {
    gameId: `lotto-6-${size}`,
    name: `Lotto 6/${size}`,
    playType: 'trad',
    family: 'lotto6',
    resultSource: 'official',
    schedule: evening(weekdays),
    salesCloseSeconds: PCSO_SALES_CLOSE,
    resultShape: { kind: 'distinct', count: 6, min: 1, max: size },
    prizeModes: ['LOTT', 'ModeElott'],
    betTypes: [
      betType(
        'pick',
        'Pick 6',
        numbers(1, size, { min: 6, max: 10 }, { distinct: true, ordered: false }),
        { kind: 'subsets', size: 6 },
        { min: 2_000n, max: 100_000n },
        prizes,
      ),
    ],
  };
}

/** Straight names the draw in order; rambled is a straight ticket on every distinct order of its numbers. */
function orderedGame(
  game: Pick<LotteryGame, 'gameId' | 'name' | 'schedule'> & { localName?: string },
  shape: { count: number; min: number; max: number },
  stakes: { min: bigint; max: bigint },
  straight: { LOTT: [string, number]; ModeElott: [string, number] },
): LotteryGame {
  const pick = (notAllEqual: boolean) =>
    numbers(shape.min, shape.max, exactly(shape.count), { distinct: false, ordered: true, notAllEqual });
  const prizes = {
    LOTT: flat(...straight.LOTT),
    ModeElott: flat(...straight.ModeElott),
  };
  return {
    ...game,
    playType: 'trad',
    family: 'ordered',
    resultSource: 'official',
    salesCloseSeconds: PCSO_SALES_CLOSE,
    resultShape: { kind: 'sequence', ...shape },
    prizeModes: ['LOTT', 'ModeElott'],
    betTypes: [
      betType('straight', 'Straight', pick(false), { kind: 'one' }, stakes, prizes),
      betType('rambled', 'Rambled', pick(true), ARRANGEMENTS, stakes, prizes),
    ],
  };
}

/** The northern draw: the special prize, then the first to the seventh (27 numbers). */
export const VN_NORTH_TIERS = [
  { tier: 'special', count: 1, digits: 5 },
  { tier: 'first', count: 1, digits: 5 },
  { tier: 'second', count: 2, digits: 5 },
  { tier: 'third', count: 6, digits: 5 },
  { tier: 'fourth', count: 4, digits: 4 },
  { tier: 'fifth', count: 6, digits: 4 },
  { tier: 'sixth', count: 3, digits: 3 },
  { tier: 'seventh', count: 4, digits: 2 },
] as const;

const vnNumbers = (max: number) => numbers(0, max, upTo(10), { distinct: true, ordered: false });
const VN_STAKES = { min: 1_000n, max: 500_000n };

export const vnNorth: LotteryGame = {
  gameId: 'vn-north',
  name: 'Vietnam Northern Lottery',
  localName: 'Xổ số Miền Bắc',
  playType: 'trad',
  family: 'vnNorth',
  resultSource: 'official',
  // 18:15 in Hanoi; Manila is an hour ahead all year.
  schedule: { kind: 'daily', timeZone: MANILA, times: ['19:15'] },
  salesCloseSeconds: 10 * 60,
  resultShape: { kind: 'prizes', tiers: VN_NORTH_TIERS },
  prizeModes: ['SEA'],
  betTypes: [
    // A hit on each of the 27 prizes: 27 x 3.5 / 100.
    betType('lo2', 'Lô 2 số (last two digits, any prize)', vnNumbers(99), EACH, VN_STAKES, { SEA: flat('3.5', 9450) }),
    // The 23 prizes of three digits or more: 23 x 40 / 1000.
    betType('lo3', 'Lô 3 số (last three digits, any prize)', vnNumbers(999), EACH, VN_STAKES, {
      SEA: flat('40', 9200),
    }),
    betType('de', 'Đề (special prize, last two digits)', vnNumbers(99), EACH, VN_STAKES, { SEA: flat('95', 9500) }),
    betType('threeCang', 'Ba càng (special prize, last three digits)', vnNumbers(999), EACH, VN_STAKES, {
      SEA: flat('920', 9200),
    }),
  ],
};

export const TRADITIONAL_GAMES: readonly LotteryGame[] = [
  lotto6(42, ['tue', 'thu', 'sat'], {
    LOTT: matchTable(['9', '150', '5000', '1000000'], 9117),
    ModeElott: matchTable(['9', '145', '5000', '1000000'], 9027),
  }),
  lotto6(45, ['mon', 'wed', 'fri'], {
    LOTT: matchTable(['11', '200', '7000', '1600000'], 9173),
    ModeElott: matchTable(['11', '190', '7000', '1600000'], 9037),
  }),
  lotto6(49, ['tue', 'thu', 'sun'], {
    LOTT: matchTable(['15', '260', '10000', '3000000'], 9156),
    ModeElott: matchTable(['14', '270', '10000', '3000000'], 9077),
  }),
  lotto6(55, ['mon', 'wed', 'sat'], {
    LOTT: matchTable(['20', '400', '20000', '6000000'], 9074),
    ModeElott: matchTable(['19', '410', '20000', '6000000'], 9008),
  }),
  lotto6(58, ['tue', 'fri', 'sun'], {
    LOTT: matchTable(['23', '500', '28000', '8000000'], 9104),
    ModeElott: matchTable(['22', '520', '27000', '8000000'], 9016),
  }),
  orderedGame(
    { gameId: 'swertres-3d', name: '3D Lotto', localName: 'Swertres', schedule: THRICE_DAILY },
    { count: 3, min: 0, max: 9 },
    { min: 1_000n, max: 100_000n },
    { LOTT: ['920', 9200], ModeElott: ['900', 9000] },
  ),
  orderedGame(
    { gameId: 'ez2-2d', name: '2D Lotto', localName: 'EZ2', schedule: THRICE_DAILY },
    { count: 2, min: 1, max: 31 },
    { min: 1_000n, max: 100_000n },
    // 961 draws: 880 / 961 and 870 / 961.
    { LOTT: ['880', 9157], ModeElott: ['870', 9053] },
  ),
  orderedGame(
    { gameId: 'lotto-4d', name: '4D Lotto', schedule: evening(['mon', 'wed', 'fri']) },
    { count: 4, min: 0, max: 9 },
    { min: 1_000n, max: 50_000n },
    { LOTT: ['9200', 9200], ModeElott: ['9000', 9000] },
  ),
  vnNorth,
];
