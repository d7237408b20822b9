import type { FairnessInput } from '../../fairness/fairness-input';

export const COLOURS = ['yellow', 'white', 'pink', 'blue', 'red', 'green'] as const;
export type Colour = (typeof COLOURS)[number];

export type ColorGameConfig = {
  id: string;
  name: string;
  /** The six faces of every die, in the order a draw of 0..5 picks them. */
  colours: readonly Colour[];
  /** Winnings per unit staked when the colour shows on 1, 2 or 3 dice; the stake comes back on top. */
  pays: Readonly<Record<1 | 2 | 3, number>>;
  limits: {
    /** Per colour, in minor units. */
    minStake: bigint;
    maxStake: bigint;
    /** All colours of one round together. */
    maxTotal: bigint;
  };
};

/** Stakes by colour, in minor units; one or more colours. */
export type ColorGameBet = { stakes: Readonly<Partial<Record<Colour, bigint>>> };

export type ColorGameRoundInput = { config: ColorGameConfig; bet: ColorGameBet; fairness: FairnessInput };

export type ColorGameOutcome = { dice: [Colour, Colour, Colour] };

export type ColorGameBetResult = {
  colour: Colour;
  stake: bigint;
  /** How many dice show the colour. */
  matches: number;
  /** Paid back: stake plus winnings, or 0. */
  payout: bigint;
};

export type ColorGameRoundResult = {
  outcome: ColorGameOutcome;
  totalBet: bigint;
  totalWin: bigint;
  details: { game: string; bets: ColorGameBetResult[] };
};
