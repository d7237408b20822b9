import type { FairnessInput } from '../../fairness/fairness-input';

export const BACCARAT_BETS = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;
export type BaccaratBetKind = (typeof BACCARAT_BETS)[number];

export type BaccaratConfig = {
  id: string;
  name: string;
  /** Decks in the shoe (punto banco is dealt from 8). */
  decks: number;
  /** Winnings per unit staked. Player and Banker push on a tie. */
  pays: { player: number; banker: number; tie: number; pair: number };
  /** Share of a winning Banker bet's winnings the house keeps, in percent; fractions of a minor unit go to the house. */
  bankerCommissionPercent: number;
  limits: Readonly<Record<BaccaratBetKind, { min: bigint; max: bigint }>> & { maxTotal: bigint };
};

/** Stakes by bet, in minor units; one or more bets. */
export type BaccaratBet = { stakes: Readonly<Partial<Record<BaccaratBetKind, bigint>>> };

export type BaccaratRoundInput = { config: BaccaratConfig; bet: BaccaratBet; fairness: FairnessInput };

/** A card as dealt: rank A, 2-9, T, J, Q, K and suit S, H, D, C, e.g. "TD", "AS". */
export type CardCode = string;

export type BaccaratWinner = 'player' | 'banker' | 'tie';

export type BaccaratOutcome = { player: CardCode[]; banker: CardCode[] };

export type BaccaratBetResult = {
  kind: BaccaratBetKind;
  stake: bigint;
  result: 'win' | 'lose' | 'push';
  /** Paid back: stake plus winnings (after commission), the stake alone on a push, or 0. */
  payout: bigint;
};

export type BaccaratDetails = {
  game: string;
  winner: BaccaratWinner;
  playerTotal: number;
  bankerTotal: number;
  natural: boolean;
  playerPair: boolean;
  bankerPair: boolean;
  /** Fisher-Yates swap target of each dealt shoe position 0, 1, 2, ... (dealing order P1, B1, P2, B2, then third cards). */
  shuffleSwaps: number[];
  bets: BaccaratBetResult[];
};

export type BaccaratRoundResult = {
  outcome: BaccaratOutcome;
  totalBet: bigint;
  totalWin: bigint;
  details: BaccaratDetails;
};
