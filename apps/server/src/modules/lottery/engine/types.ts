import type { LOTTERY } from '@palaro/contract';
import type { Odds } from './odds';

/** SPEC 4 "Game launch": the launch query's playType. */
export type PlayType = 'trad' | 'ent';

/** A house game is drawn by the engine (commit-reveal); an official one takes the published result an operator enters. */
export type ResultSource = 'house' | 'official';

/** SPEC 4 and 9: the merchant's prize mode; every bet type keys its odds by it. */
export type PrizeModeCode = (typeof LOTTERY.prizeModes)[keyof typeof LOTTERY.prizeModes];

/** Which settlement rules a game's bet types follow. */
export type GameFamily = 'lotto6' | 'ordered' | 'colour' | 'dice' | 'digits5' | 'race10' | 'vnNorth';

export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';

/**
 * When draws happen. `daily`: at each local time (HH:mm) in the time zone, on the listed weekdays or every day.
 * `interval`: every N minutes, counted from local midnight in the time zone (so a day has 1440 / N draws).
 */
export type Schedule =
  | {
      readonly kind: 'daily';
      readonly timeZone: string;
      readonly times: readonly string[];
      readonly weekdays?: readonly Weekday[];
    }
  | { readonly kind: 'interval'; readonly timeZone: string; readonly everyMinutes: number };

export type PrizeTierShape = { readonly tier: string; readonly count: number; readonly digits: number };

/**
 * What a draw produces.
 * `distinct`: `count` different numbers of min..max (6/42 ...), in draw order.
 * `sequence`: `count` numbers of min..max, repeats allowed, order matters (digits, EZ2, dice).
 * `permutation`: every number of 1..size once, in finishing order (the race).
 * `prizes`: numbered prizes of fixed digit lengths, leading zeros kept (the Vietnamese northern draw).
 */
export type ResultShape =
  | { readonly kind: 'distinct'; readonly count: number; readonly min: number; readonly max: number }
  | { readonly kind: 'sequence'; readonly count: number; readonly min: number; readonly max: number }
  | { readonly kind: 'permutation'; readonly size: number }
  | { readonly kind: 'prizes'; readonly tiers: readonly PrizeTierShape[] };

export type PrizeTierResult = { readonly tier: string; readonly numbers: readonly string[] };

export type DrawResult =
  | { readonly kind: 'numbers'; readonly numbers: readonly number[] }
  | { readonly kind: 'prizes'; readonly tiers: readonly PrizeTierResult[] };

export type CountRule = { readonly min: number; readonly max: number };

/** The numbers a bet names: how many, from which range, whether they may repeat and whether their order counts. */
export type NumbersRule = {
  readonly min: number;
  readonly max: number;
  readonly count: CountRule;
  readonly distinct: boolean;
  readonly ordered: boolean;
  /** A rambled bet needs at least two different numbers, else it is a straight bet. */
  readonly notAllEqual?: boolean;
};

/** Which parts a selection has; a part the rule leaves out must be absent. */
export type SelectionRule = {
  readonly numbers?: NumbersRule;
  readonly positions?: { readonly min: number; readonly max: number; readonly count: CountRule };
  readonly options?: readonly string[];
};

/**
 * How many tickets a selection is, per named position (a bet without positions counts as one). `one`: the numbers
 * together are one ticket. `each`: one per number. `subsets`: one per `size`-subset of the numbers (a system bet).
 * `arrangements`: one per distinct order of the numbers (rambled).
 */
export type Combinations =
  | { readonly kind: 'one' }
  | { readonly kind: 'each' }
  | { readonly kind: 'subsets'; readonly size: number }
  | { readonly kind: 'arrangements' };

/**
 * The odds of one prize mode, by prize level (a bet type's family names its levels: `hit`, the match count of a 6/xx
 * ticket, a dice total...). `designReturn` is the exact expected return in basis points (9450 = 94.50%) per
 * option class: `*` for every selection alike, otherwise by option or number (dice totals, colours).
 */
export type PrizeTable = {
  readonly odds: Readonly<Record<string, Odds>>;
  readonly designReturn: Readonly<Record<string, number>>;
};

export type BetType = {
  readonly code: string;
  readonly name: string;
  readonly selection: SelectionRule;
  readonly combinations: Combinations;
  /** Limits of the unit stake (one ticket), in minor units. */
  readonly minStake: bigint;
  readonly maxStake: bigint;
  readonly prizes: Readonly<Partial<Record<PrizeModeCode, PrizeTable>>>;
};

export type LotteryGame = {
  readonly gameId: string;
  readonly name: string;
  /** The name players know it by where it differs (Swertres, EZ2, Xổ số Miền Bắc). */
  readonly localName?: string;
  readonly playType: PlayType;
  readonly family: GameFamily;
  readonly resultSource: ResultSource;
  readonly schedule: Schedule;
  /** Sales close this many seconds before each draw. */
  readonly salesCloseSeconds: number;
  readonly resultShape: ResultShape;
  readonly prizeModes: readonly PrizeModeCode[];
  readonly betTypes: readonly BetType[];
};

/** A bet's choice as a page sends it; which parts it needs depends on the bet type. */
export type Selection = {
  readonly numbers?: readonly number[];
  readonly positions?: readonly number[];
  readonly option?: string;
};

/** A checked bet: the selection in its stored form (unordered numbers and positions ascending). */
export type ValidBet = {
  readonly gameId: string;
  readonly betType: string;
  readonly selection: Selection;
  readonly unitStake: bigint;
  readonly combinations: number;
  readonly totalStake: bigint;
};

/** How many tickets of a bet won at each prize level. */
export type Hits = Readonly<Record<string, number>>;

export type Settlement = { readonly win: bigint; readonly hits: Hits };
