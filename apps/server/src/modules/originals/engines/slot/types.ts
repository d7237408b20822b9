import type { FairnessInput } from '../../fairness/fairness-input';

export type SlotSymbolKind = 'regular' | 'wild' | 'scatter';

/** A symbol; `pays` maps a run length to its pay in multiples of the line bet (coin value). */
export type SlotSymbol = { id: string; name: string; kind: SlotSymbolKind; pays?: Readonly<Record<number, number>> };

/** One title, entirely data: symbols, reel strips, lines, scatter, feature and bet options. */
export type SlotConfig = {
  id: string;
  name: string;
  theme: string;
  /** Visible rows; every reel shows `rows` consecutive symbols of its strip from the stop down. */
  rows: number;
  symbols: readonly SlotSymbol[];
  /** Base-game reel strips, left to right; each strip is circular. */
  reels: readonly (readonly string[])[];
  /** Strips used during free spins; the base strips when absent. */
  freeSpinReels?: readonly (readonly string[])[];
  /** Each line is the row shown on every reel, left to right; a bet plays the first `lines` of them. */
  paylines: readonly (readonly number[])[];
  scatter: {
    symbol: string;
    /** Scatter count anywhere -> pay in multiples of the total bet. */
    pays: Readonly<Record<number, number>>;
    /** Scatter count anywhere -> free spins awarded (in the base game, and again in free spins when retriggers are on). */
    freeSpins: Readonly<Record<number, number>>;
  };
  freeSpins: {
    /** Every win during free spins (lines and scatters) is multiplied by this. */
    multiplier: number;
    retrigger: boolean;
    /** Most free spins one round can award in all, retriggers included. */
    maxPerRound: number;
  };
  bet: {
    /** Line counts a player may play. */
    lineChoices: readonly number[];
    /** Coin values (the bet per line) in minor units. */
    coinValues: readonly bigint[];
  };
};

/** Total bet = lines x coinValue, in minor units. */
export type SlotBet = { lines: number; coinValue: bigint };

export type SlotRoundInput = { config: SlotConfig; bet: SlotBet; fairness: FairnessInput };

export type SlotLineWin = {
  /** 1-based payline number. */
  line: number;
  symbol: string;
  count: number;
  /** [reel, row] of each symbol that forms the win. */
  positions: [number, number][];
  /** Paytable multiple of the line bet, before the free-spin multiplier. */
  pays: number;
  win: bigint;
};

export type SlotSpin = {
  kind: 'base' | 'free';
  /** Stop position on each reel's strip (the top visible row). */
  stops: number[];
  /** window[reel][row]: symbol ids on screen. */
  window: string[][];
  lineWins: SlotLineWin[];
  scatter: { count: number; positions: [number, number][]; pays: number; win: bigint };
  freeSpinsAwarded: number;
  multiplier: number;
  win: bigint;
};

export type SlotFeatureState = {
  triggered: boolean;
  spinsAwarded: number;
  spinsPlayed: number;
  retriggers: number;
  multiplier: number;
  /** True when the per-round cap cut an award short. */
  capped: boolean;
  win: bigint;
};

export type SlotOutcome = { spins: { kind: 'base' | 'free'; stops: number[] }[] };

export type SlotDetails = {
  title: string;
  bet: { lines: number; coinValue: bigint; totalBet: bigint };
  spins: SlotSpin[];
  feature: SlotFeatureState;
  baseWin: bigint;
};

export type SlotRoundResult = { outcome: SlotOutcome; totalBet: bigint; totalWin: bigint; details: SlotDetails };
