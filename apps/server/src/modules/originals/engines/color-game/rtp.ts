import type { ColorGameConfig } from './types';

/** Exact return of a bet on one colour: numerator / denominator (the denominator is 6^3 = 216). */
export type ColorGameDesignRtp = { rtp: number; numerator: number; denominator: number; matchChances: number[] };

const binomial = (n: number, k: number): number =>
  k === 0 || k === n ? 1 : binomial(n - 1, k - 1) + binomial(n - 1, k);

/**
 * With three fair six-sided dice a colour shows on k dice in C(3,k) 5^(3-k) of the 216 rolls; a bet returns
 * 1 + pays[k] per unit for k >= 1. Every colour is alike, so any mix of colour bets returns the same share.
 */
export function colorGameDesignRtp(config: ColorGameConfig): ColorGameDesignRtp {
  const faces = config.colours.length;
  const denominator = faces ** 3;
  const ways = [0, 1, 2, 3].map((k) => binomial(3, k) * (faces - 1) ** (3 - k));
  const numerator = [1, 2, 3].reduce((sum, k) => sum + ways[k]! * (1 + config.pays[k as 1 | 2 | 3]), 0);
  return { rtp: numerator / denominator, numerator, denominator, matchChances: ways.map((w) => w / denominator) };
}
