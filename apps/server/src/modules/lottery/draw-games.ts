import { LOTTERY_GAMES, type LotteryGame } from './engine';
import { checkPlan, planOf, type DrawPlan } from './schedule';

/** A game as the draws see it: the engine's game, its plan and when its sales close before each draw. */
export type DrawGame = {
  readonly game: LotteryGame;
  readonly plan: DrawPlan;
  readonly salesCloseSeconds: number;
  /** How far ahead its draws are created: two hours of interval games, seven days of daily ones. */
  readonly aheadSeconds: number;
};

const INTERVAL_AHEAD_SECONDS = 2 * 60 * 60;
const DAILY_AHEAD_SECONDS = 7 * 24 * 60 * 60;

/**
 * The merchant's games with their plans. `fastDrawSeconds` (test servers only, never production) makes every interval
 * game draw that often, its sales closing a fifth of the period before the draw, and keeps ten minutes of them ahead.
 */
export function drawGames(fastDrawSeconds?: number): ReadonlyMap<string, DrawGame> {
  const games = new Map<string, DrawGame>();
  for (const game of LOTTERY_GAMES) {
    const fast = game.schedule.kind === 'interval' ? fastDrawSeconds : undefined;
    const plan = planOf(game.schedule, fast);
    checkPlan(plan);
    games.set(game.gameId, {
      game,
      plan,
      salesCloseSeconds: fast === undefined ? game.salesCloseSeconds : Math.max(1, Math.floor(fast / 5)),
      aheadSeconds:
        fast !== undefined ? 10 * 60 : plan.kind === 'interval' ? INTERVAL_AHEAD_SECONDS : DAILY_AHEAD_SECONDS,
    });
  }
  return games;
}
