import { randomInt } from 'node:crypto';
import type { DrawResult, LotteryGame, ResultShape } from './engine';

/**
 * Where official results come from besides two operators: a results feed (docs/server/lottery-draws.md, "Results
 * feeds"). A feed answers the result of an official draw once it is known, or null while it is not.
 */
export type ResultsFeed = {
  /** Stored with each result it gave (`lottery_draws.result_feed`) and shown to operators. */
  readonly name: string;
  resultOf(game: LotteryGame, draw: { drawNumber: string; drawAt: Date }, now: number): Promise<DrawResult | null>;
};

/** The demo feed's delay after a draw's time: operators who want to try the four-eyes entry have it to themselves. */
export const DEMO_FEED_DELAY_MS = 5 * 60_000;

function distinctNumbers(min: number, max: number, count: number): number[] {
  const pool = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  for (let i = 0; i < count; i++) {
    const j = i + randomInt(pool.length - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

function randomResult(shape: ResultShape): DrawResult {
  switch (shape.kind) {
    case 'sequence':
      return {
        kind: 'numbers',
        numbers: Array.from({ length: shape.count }, () => randomInt(shape.min, shape.max + 1)),
      };
    case 'distinct':
      return { kind: 'numbers', numbers: distinctNumbers(shape.min, shape.max, shape.count) };
    case 'permutation':
      return { kind: 'numbers', numbers: distinctNumbers(1, shape.size, shape.size) };
    case 'prizes':
      return {
        kind: 'prizes',
        tiers: shape.tiers.map(({ tier, count, digits }) => ({
          tier,
          numbers: Array.from({ length: count }, () => String(randomInt(10 ** digits)).padStart(digits, '0')),
        })),
      };
  }
}

/**
 * The demo merchant's stand-in for an official results service (never in production: the demo is not, decision
 * 0001): a random result of the game's shape, given five minutes after the draw's time, so that a newcomer who bets on
 * a traditional game sees it drawn and paid without two operators at hand.
 */
export const demoResultsFeed: ResultsFeed = {
  name: 'demo',
  resultOf: async (game, draw, now) =>
    now >= draw.drawAt.getTime() + DEMO_FEED_DELAY_MS ? randomResult(game.resultShape) : null,
};
