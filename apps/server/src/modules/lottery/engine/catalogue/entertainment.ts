import type { BetType, GameFamily, LotteryGame, ResultShape } from '../types';
import { betType, EACH, exactly, flat, numbers, ONE, prizeTable, upTo } from './build';

// House games, drawn from a committed secret every 1, 3 and 5 minutes. LOTT pays a little more than ModeElott;
// every design return is exact (docs in each table's comment) and proven in returns.test.ts.

const EVEN_MONEY = { min: 100n, max: 1_000_000n };
const LONG_SHOT = { min: 100n, max: 200_000n };
const side = (options: string[]) => ({ options });
const positions = (max: number) => ({ positions: { min: 1, max, count: upTo(max) } });

const colourBets: BetType[] = [
  betType('number', 'Number', numbers(0, 9, upTo(10), { distinct: true, ordered: false }), EACH, LONG_SHOT, {
    LOTT: flat('9.6', 9600),
    ModeElott: flat('9.4', 9400),
  }),
  // Red and green: four plain numbers at full odds and the shared violet number (0 or 5) at reduced odds.
  betType('colour', 'Colour', side(['red', 'green', 'violet']), ONE, EVEN_MONEY, {
    LOTT: prizeTable({ colour: '1.96', shared: '1.48', violet: '4.7' }, { red: 9320, green: 9320, violet: 9400 }),
    ModeElott: prizeTable({ colour: '1.95', shared: '1.5', violet: '4.6' }, { red: 9300, green: 9300, violet: 9200 }),
  }),
  betType('bigSmall', 'Big / small', side(['big', 'small']), ONE, EVEN_MONEY, {
    LOTT: flat('1.94', 9700),
    ModeElott: flat('1.92', 9600),
  }),
];

/** Dice totals pay by how rare they are; each pair of totals alike (3 and 18, 4 and 17, ...) pays the same. */
const SUM_ODDS = {
  LOTT: ['200', '68', '34', '20.5', '13.6', '9.7', '8.2', '7.6'],
  ModeElott: ['196', '66', '33', '20', '13.3', '9.5', '8', '7.4'],
} as const;
/** Exact returns in basis points: ways(total) / 216 x odds, ways 1, 3, 6, 10, 15, 21, 25, 27 for totals 3 ... 10. */
const SUM_RETURNS = {
  LOTT: [9259, 9444, 9444, 9491, 9444, 9431, 9491, 9500],
  ModeElott: [9074, 9167, 9167, 9259, 9236, 9236, 9259, 9250],
} as const;

function sumTable(mode: 'LOTT' | 'ModeElott') {
  const oddsByTotal: Record<string, string> = {};
  const returns: Record<string, number> = {};
  for (let total = 3; total <= 18; total++) {
    const rank = Math.min(total, 21 - total) - 3;
    oddsByTotal[total] = SUM_ODDS[mode][rank]!;
    returns[total] = SUM_RETURNS[mode][rank]!;
  }
  return prizeTable(oddsByTotal, returns);
}

const faces = numbers(1, 6, upTo(6), { distinct: true, ordered: false });

const diceBets: BetType[] = [
  betType('sum', 'Sum', numbers(3, 18, upTo(16), { distinct: true, ordered: false }), EACH, LONG_SHOT, {
    LOTT: sumTable('LOTT'),
    ModeElott: sumTable('ModeElott'),
  }),
  // 105 of 216 rolls on each side once the six triples lose.
  betType('bigSmall', 'Big / small', side(['big', 'small']), ONE, EVEN_MONEY, {
    LOTT: flat('2', 9722),
    ModeElott: flat('1.96', 9528),
  }),
  betType('oddEven', 'Odd / even', side(['odd', 'even']), ONE, EVEN_MONEY, {
    LOTT: flat('2', 9722),
    ModeElott: flat('1.96', 9528),
  }),
  betType('anyTriple', 'Any triple', {}, ONE, LONG_SHOT, { LOTT: flat('33', 9167), ModeElott: flat('32.5', 9028) }),
  betType('triple', 'Triple', faces, EACH, LONG_SHOT, { LOTT: flat('205', 9491), ModeElott: flat('200', 9259) }),
  // At least two of the face: 16 of 216 rolls.
  betType('pair', 'Pair', faces, EACH, LONG_SHOT, { LOTT: flat('12.5', 9259), ModeElott: flat('12.2', 9037) }),
];

const EVEN_SIDE = { LOTT: flat('1.95', 9750), ModeElott: flat('1.92', 9600) };
const PLACE = { LOTT: flat('9.7', 9700), ModeElott: flat('9.5', 9500) };

const digits5Bets: BetType[] = [
  betType(
    'position',
    'Digit at a position',
    { ...numbers(0, 9, upTo(10), { distinct: true, ordered: false }), ...positions(5) },
    EACH,
    LONG_SHOT,
    PLACE,
  ),
  betType(
    'positionBigSmall',
    'Big / small at a position',
    { ...side(['big', 'small']), ...positions(5) },
    ONE,
    EVEN_MONEY,
    EVEN_SIDE,
  ),
  betType(
    'positionOddEven',
    'Odd / even at a position',
    { ...side(['odd', 'even']), ...positions(5) },
    ONE,
    EVEN_MONEY,
    EVEN_SIDE,
  ),
  // The sum of five digits is symmetric about 22.5, so big (23-45) and small (0-22) are exactly even chances.
  betType('sumBigSmall', 'Sum big / small', side(['big', 'small']), ONE, EVEN_MONEY, EVEN_SIDE),
  betType('sumOddEven', 'Sum odd / even', side(['odd', 'even']), ONE, EVEN_MONEY, EVEN_SIDE),
];

const cars = numbers(1, 10, upTo(10), { distinct: true, ordered: false });
const twoCars = (ordered: boolean) => numbers(1, 10, exactly(2), { distinct: true, ordered });

const race10Bets: BetType[] = [
  betType('position', 'Car at a place', { ...cars, ...positions(10) }, EACH, LONG_SHOT, PLACE),
  betType(
    'positionBigSmall',
    'Big / small at a place',
    { ...side(['big', 'small']), ...positions(10) },
    ONE,
    EVEN_MONEY,
    EVEN_SIDE,
  ),
  betType(
    'positionOddEven',
    'Odd / even at a place',
    { ...side(['odd', 'even']), ...positions(10) },
    ONE,
    EVEN_MONEY,
    EVEN_SIDE,
  ),
  // 1 in 90 in order, 1 in 45 either way round.
  betType('topTwo', 'First and second in order', twoCars(true), ONE, LONG_SHOT, {
    LOTT: flat('86', 9556),
    ModeElott: flat('84', 9333),
  }),
  betType('topTwoAnyOrder', 'First and second either way', twoCars(false), ONE, LONG_SHOT, {
    LOTT: flat('43', 9556),
    ModeElott: flat('42', 9333),
  }),
];

type Family = { id: string; name: string; family: GameFamily; shape: ResultShape; betTypes: BetType[] };

const FAMILIES: Family[] = [
  {
    id: 'colour',
    name: 'Colour Game',
    family: 'colour',
    shape: { kind: 'sequence', count: 1, min: 0, max: 9 },
    betTypes: colourBets,
  },
  {
    id: 'dice',
    name: 'Fast 3 Dice',
    family: 'dice',
    shape: { kind: 'sequence', count: 3, min: 1, max: 6 },
    betTypes: diceBets,
  },
  {
    id: 'digits5',
    name: '5D Digits',
    family: 'digits5',
    shape: { kind: 'sequence', count: 5, min: 0, max: 9 },
    betTypes: digits5Bets,
  },
  { id: 'race10', name: 'Race 10', family: 'race10', shape: { kind: 'permutation', size: 10 }, betTypes: race10Bets },
];

/** Seconds before each draw that sales close, by interval: a minute's draw keeps ten seconds to seal its bets. */
const SALES_CLOSE: Record<number, number> = { 1: 10, 3: 30, 5: 30 };

export const ENTERTAINMENT_GAMES: readonly LotteryGame[] = FAMILIES.flatMap((family) =>
  [1, 3, 5].map((minutes): LotteryGame => ({
    gameId: `${family.id}-${minutes}m`,
    name: `${family.name} ${minutes} min`,
    playType: 'ent',
    family: family.family,
    resultSource: 'house',
    schedule: { kind: 'interval', timeZone: 'Asia/Manila', everyMinutes: minutes },
    salesCloseSeconds: SALES_CLOSE[minutes]!,
    resultShape: family.shape,
    prizeModes: ['LOTT', 'ModeElott'],
    betTypes: family.betTypes,
  })),
);
