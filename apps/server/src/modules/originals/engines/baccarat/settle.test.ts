import { describe, expect, it } from 'vitest';
import { baccarat } from './config';
import type { Coup } from './rules';
import { bankerWinnings, settleBet } from './settle';

/** A coup with the given totals; the first two cards decide the pairs (card numbers: 0 = AS, 13 = AH, 1 = 2S). */
const coup = (playerTotal: number, bankerTotal: number, player = [0, 1], banker = [0, 1]): Coup => ({
  player,
  banker,
  playerTotal,
  bankerTotal,
  natural: false,
});

describe('baccarat settlement', () => {
  it('pays Player 1:1, returns it on a tie, loses it to the Banker', () => {
    expect(settleBet(baccarat, coup(7, 5), 'player', 1_000n)).toEqual({
      kind: 'player',
      stake: 1_000n,
      result: 'win',
      payout: 2_000n,
    });
    expect(settleBet(baccarat, coup(6, 6), 'player', 1_000n)).toMatchObject({ result: 'push', payout: 1_000n });
    expect(settleBet(baccarat, coup(5, 7), 'player', 1_000n)).toMatchObject({ result: 'lose', payout: 0n });
  });

  it('pays Banker 1:1 less 5% commission, returns it on a tie', () => {
    expect(settleBet(baccarat, coup(5, 7), 'banker', 1_000n)).toMatchObject({ result: 'win', payout: 1_950n });
    expect(settleBet(baccarat, coup(6, 6), 'banker', 1_000n)).toMatchObject({ result: 'push', payout: 1_000n });
    expect(settleBet(baccarat, coup(7, 5), 'banker', 1_000n)).toMatchObject({ result: 'lose', payout: 0n });
  });

  it('rounds the Banker commission in the house favour by less than one minor unit', () => {
    expect(bankerWinnings(baccarat, 100n)).toBe(95n);
    expect(bankerWinnings(baccarat, 101n)).toBe(95n); // 95.95 -> 95
    expect(bankerWinnings(baccarat, 119n)).toBe(113n); // 113.05 -> 113
    expect(bankerWinnings(baccarat, 1n)).toBe(0n); // 0.95 -> 0
    for (let stake = 1n; stake <= 2_000n; stake++) {
      const exactTimes100 = stake * 95n;
      const paidTimes100 = bankerWinnings(baccarat, stake) * 100n;
      expect(paidTimes100 <= exactTimes100 && exactTimes100 - paidTimes100 < 100n).toBe(true);
    }
  });

  it('pays Tie 8:1 and loses it otherwise', () => {
    expect(settleBet(baccarat, coup(4, 4), 'tie', 500n)).toMatchObject({ result: 'win', payout: 4_500n });
    expect(settleBet(baccarat, coup(4, 5), 'tie', 500n)).toMatchObject({ result: 'lose', payout: 0n });
  });

  it('pays a pair 11:1 on the first two cards of the same rank, whatever the suits and the coup', () => {
    const pair = [0, 13]; // ace of spades, ace of hearts
    const picturesNotPair = [10, 11]; // jack and queen: both worth 0, different ranks
    expect(settleBet(baccarat, coup(2, 9, pair, [0, 1]), 'playerPair', 100n)).toMatchObject({
      result: 'win',
      payout: 1_200n,
    });
    expect(settleBet(baccarat, coup(2, 9, picturesNotPair, [0, 1]), 'playerPair', 100n)).toMatchObject({
      result: 'lose',
    });
    expect(settleBet(baccarat, coup(2, 9, [0, 1], [0, 52]), 'bankerPair', 100n)).toMatchObject({
      result: 'win',
      payout: 1_200n,
    });
    expect(settleBet(baccarat, coup(2, 9, [0, 13, 26], [0, 1, 1]), 'bankerPair', 100n)).toMatchObject({
      result: 'lose',
    });
  });
});
