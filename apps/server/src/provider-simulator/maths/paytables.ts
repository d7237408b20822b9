// The simulated games' paytables and chances, read both by the games and by their design RTP.
// Every multiplier is in hundredths of the stake (1.95x is 195) so payouts stay integer.

export const SLOT = {
  /** Each of the three reels shows one of these, all equally likely. */
  symbols: ['7', 'BAR', 'BELL', 'STAR', 'CHERRY', 'LEMON'],
  threeOfAKind: { '7': 5000, BAR: 2500, BELL: 1500, STAR: 1000, CHERRY: 800, LEMON: 500 },
  /** Exactly two reels alike: the stake back. */
  twoOfAKind: 100,
} as const;

export type SlotSymbol = (typeof SLOT.symbols)[number];

export const TABLE_BETS = ['PLAYER', 'BANKER', 'TIE'] as const;
export type TableBet = (typeof TABLE_BETS)[number];

export const TABLE = {
  /** Baccarat's chances with eight decks, in 10,000ths. */
  rolls: 10_000,
  chances: { PLAYER: 4462, BANKER: 4586, TIE: 952 } satisfies Record<TableBet, number>,
  /** Player 1:1, Banker 1:1 less 5% commission, Tie 8:1. */
  pays: { PLAYER: 200, BANKER: 195, TIE: 900 } satisfies Record<TableBet, number>,
  /** A Player or Banker bet gets its stake back on a tie. */
  pushOnTie: 100,
} as const;

export const FISH = {
  /** A shot hits `hits` times in `shots`, then catches one of `catches` by weight. */
  shots: 100,
  hits: 32,
  catches: [
    { name: 'Clownfish', hundredths: 150, weight: 40 },
    { name: 'Tuna', hundredths: 250, weight: 25 },
    { name: 'Octopus', hundredths: 400, weight: 15 },
    { name: 'Shark', hundredths: 800, weight: 6 },
    { name: 'Golden Whale', hundredths: 3000, weight: 1 },
  ],
} as const;

export const MATCH_PICKS = ['HOME', 'DRAW', 'AWAY'] as const;
export type MatchPick = (typeof MATCH_PICKS)[number];

export const MATCH = {
  /** Chances of each result in 100ths. */
  rolls: 100,
  chances: { HOME: 45, DRAW: 27, AWAY: 28 } satisfies Record<MatchPick, number>,
  /** Decimal odds: the whole return of a winning pick. */
  odds: { HOME: 210, DRAW: 340, AWAY: 320 } satisfies Record<MatchPick, number>,
} as const;
