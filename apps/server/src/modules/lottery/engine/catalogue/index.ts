import type { LotteryGame } from '../types';
import { ENTERTAINMENT_GAMES } from './entertainment';
import { TRADITIONAL_GAMES } from './traditional';

/** Every lottery game of the demo merchant (issue 19), traditional first. */
export const LOTTERY_GAMES: readonly LotteryGame[] = [...TRADITIONAL_GAMES, ...ENTERTAINMENT_GAMES];

const BY_ID = new Map(LOTTERY_GAMES.map((game) => [game.gameId, game]));

export function findGame(gameId: string): LotteryGame | undefined {
  return BY_ID.get(gameId);
}

export { VN_NORTH_TIERS } from './traditional';
