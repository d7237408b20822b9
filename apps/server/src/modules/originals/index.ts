// Palaro Originals: pure game engines (no HTTP, no database). A game server draws seeds, calls playRound,
// moves totalBet and totalWin through the seamless wallet and keeps the outcome for verification.
export { OriginalsInputError, type OriginalsErrorCode } from './errors';
export { canonicalJson, withBigintsAsStrings } from './canonical-json';
export { type SimulationTotals } from './simulation';
export {
  baccaratEngine,
  colorGameEngine,
  originalsCatalogue,
  slotEngine,
  type OriginalsEngine,
  type OriginalsGame,
} from './catalogue';

export { FairStream } from './fairness/fair-stream';
export { assertFairness, type FairnessInput } from './fairness/fairness-input';
export {
  createServerSeed,
  defaultClientSeed,
  hashServerSeed,
  newSeedPair,
  rotateSeeds,
  seedMatchesCommitment,
  takeNonce,
  type RevealedSeed,
  type SeedPair,
} from './fairness/seeds';
export { type Verification, type VerifyInput } from './fairness/verify';

export { playSlotRound } from './engines/slot/play-round';
export { verifySlotRound } from './engines/slot/verify-round';
export { slotDesignRtp, type SlotDesignRtp } from './engines/slot/rtp';
export { simulateSlot } from './engines/slot/simulate';
export { SLOT_TITLES, islaFortuna, kampanaClassic, pistaFiesta } from './engines/slot/titles';
export type * from './engines/slot/types';

export { colorGame } from './engines/color-game/config';
export { playColorGameRound, verifyColorGameRound } from './engines/color-game/play-round';
export { colorGameDesignRtp, type ColorGameDesignRtp } from './engines/color-game/rtp';
export { COLOURS } from './engines/color-game/types';
export type * from './engines/color-game/types';

export { baccarat } from './engines/baccarat/config';
export { playBaccaratRound, verifyBaccaratRound } from './engines/baccarat/play-round';
export { baccaratDesignRtp, coupChances, type BaccaratDesignRtp, type CoupChances } from './engines/baccarat/rtp';
export { bankerWinnings } from './engines/baccarat/settle';
export { simulateBaccarat } from './engines/baccarat/simulate';
export { BACCARAT_BETS } from './engines/baccarat/types';
export type * from './engines/baccarat/types';
