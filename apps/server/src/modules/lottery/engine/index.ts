// The lottery engine: games as data, bet checks, provably fair house draws, official result checks and exact
// settlement. Pure: no database, no HTTP, no clock. Money is bigint minor units throughout.
export type {
  BetType,
  Combinations,
  DrawResult,
  GameFamily,
  Hits,
  LotteryGame,
  NumbersRule,
  PlayType,
  PrizeModeCode,
  PrizeTable,
  PrizeTierResult,
  PrizeTierShape,
  ResultShape,
  ResultSource,
  Schedule,
  Selection,
  SelectionRule,
  Settlement,
  ValidBet,
  Weekday,
} from './types';
export { LotteryInputError, type Checked, type LotteryError, type LotteryErrorCode } from './errors';
export { odds, type Odds } from './odds';

export { LOTTERY_GAMES, findGame, VN_NORTH_TIERS } from './catalogue';
export { COLOURS_OF_NUMBER } from './families';

export { validateBet, checkPrizeMode } from './validate-bet';
export { createDrawSecret, commitmentOf, matchesCommitment, deriveResult } from './draw';
export { parseOfficialResult } from './official-result';
export { settleBet, settleBetInDetail } from './settle';
