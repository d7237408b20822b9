import { findGame } from './catalogue';
import type { LotteryGame } from './types';

/** A catalogue game for tests, by id; a missing one fails the test that asked for it. */
export function gameOf(gameId: string): LotteryGame {
  const game = findGame(gameId);
  if (game === undefined) throw new Error(`no lottery game ${gameId}`);
  return game;
}

/** A northern draw whose last two digits are 68 on nine prizes (special, first, second, third, fourth, fifth x2, sixth, seventh). */
export const VN_SAMPLE = {
  special: ['12368'],
  first: ['45168'],
  second: ['00068', '77712'],
  third: ['11111', '22222', '33333', '44444', '55555', '66668'],
  fourth: ['0168', '1234', '5678', '9012'],
  fifth: ['3456', '7890', '1357', '2468', '0246', '1368'],
  sixth: ['068', '123', '456'],
  seventh: ['68', '07', '99', '00'],
};
