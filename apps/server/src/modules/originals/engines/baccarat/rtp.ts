import { bankerDraws, handTotal, playerDraws } from './rules';
import type { BaccaratBetKind, BaccaratConfig } from './types';

/** Exact chances of each coup result, as counts over the ordered 6-card deals (N)(N-1)...(N-5) of an N-card shoe. */
export type CoupChances = { player: number; banker: number; tie: number; denominator: number };

/**
 * Every deal of the first cards off the shoe, grouped by card value (ten and pictures are value 0): each path is
 * weighted by the number of ordered ways to deal it without replacement and then by the ways to deal the cards
 * a coup leaves unused, so every coup is counted over all (N)_6 six-card deals and the sums are exact integers.
 */
export function coupChances(decks: number): CoupChances {
  const counts = [16 * decks, ...Array.from({ length: 9 }, () => 4 * decks)];
  const size = 52 * decks;
  let denominator = 1;
  for (let k = 0; k < 6; k++) denominator *= size - k;
  if (!Number.isSafeInteger(denominator)) throw new RangeError('shoe too large for exact counting');
  const chances: CoupChances = { player: 0, banker: 0, tie: 0, denominator };
  const unused = (dealt: number): number => {
    let ways = 1;
    for (let k = dealt; k < 6; k++) ways *= size - k;
    return ways;
  };
  const record = (weight: number, dealt: number, player: number, banker: number): void => {
    const ways = weight * unused(dealt);
    if (player > banker) chances.player += ways;
    else if (banker > player) chances.banker += ways;
    else chances.tie += ways;
  };
  // Draws a card value with its multiplicity, then continues with it removed from the shoe.
  const draw = (dealt: number, weight: number, next: (value: number, weight: number) => void): void => {
    for (let value = 0; value < 10; value++) {
      const available = counts[value]!;
      if (available === 0) continue;
      counts[value] = available - 1;
      next(value, weight * available);
      counts[value] = available;
    }
  };
  draw(0, 1, (p1, w1) =>
    draw(1, w1, (b1, w2) =>
      draw(2, w2, (p2, w3) =>
        draw(3, w3, (b2, w4) => {
          const player = handTotal(p1, p2);
          const banker = handTotal(b1, b2);
          if (player >= 8 || banker >= 8) return record(w4, 4, player, banker);
          if (!playerDraws(player)) {
            if (!bankerDraws(banker, null)) return record(w4, 4, player, banker);
            return draw(4, w4, (b3, w5) => record(w5, 5, player, (banker + b3) % 10));
          }
          draw(4, w4, (p3, w5) => {
            const playerFinal = (player + p3) % 10;
            if (!bankerDraws(banker, p3)) return record(w5, 5, playerFinal, banker);
            draw(5, w5, (b3, w6) => record(w6, 6, playerFinal, (banker + b3) % 10));
          });
        }),
      ),
    ),
  );
  return chances;
}

export type BaccaratDesignRtp = { chances: CoupChances; pairChance: number; rtp: Record<BaccaratBetKind, number> };

/**
 * Design return of each bet. Banker assumes the commission divides the winnings exactly (stakes in multiples of
 * 20 minor units at 5%); otherwise the rounding down costs the player under one minor unit more.
 */
export function baccaratDesignRtp(config: BaccaratConfig): BaccaratDesignRtp {
  const chances = coupChances(config.decks);
  const p = chances.player / chances.denominator;
  const b = chances.banker / chances.denominator;
  const t = chances.tie / chances.denominator;
  // Any second card matches the first card's rank in 4 x decks - 1 of the other 52 x decks - 1 cards.
  const pairChance = (4 * config.decks - 1) / (52 * config.decks - 1);
  const { pays } = config;
  const bankerNet = (pays.banker * (100 - config.bankerCommissionPercent)) / 100;
  return {
    chances,
    pairChance,
    rtp: {
      player: p * (1 + pays.player) + t,
      banker: b * (1 + bankerNet) + t,
      tie: t * (1 + pays.tie),
      playerPair: pairChance * (1 + pays.pair),
      bankerPair: pairChance * (1 + pays.pair),
    },
  };
}
