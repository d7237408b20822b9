import { refusal, type Checked } from './errors';
import { checkResult } from './result-shape';
import type { DrawResult, LotteryGame } from './types';

/**
 * An official game's result as an operator enters it: a list of numbers (or `{ numbers }`) for number draws, the
 * prize tiers (`{ special: ['12345'], first: [...], ... }` or the stored list of `{ tier, numbers }`) for the
 * Vietnamese draw. House games are never entered: their results come from the committed secret.
 */
export function parseOfficialResult(game: LotteryGame, input: unknown): Checked<DrawResult> {
  if (game.resultSource !== 'official') {
    return refusal('lottery.game.house', `${game.gameId} is drawn by the house from its committed secret`, 'gameId');
  }
  return checkResult(game.resultShape, input);
}
