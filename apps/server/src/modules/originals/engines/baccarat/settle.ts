import type { Coup } from './rules';
import { rankOf } from './cards';
import type { BaccaratBetKind, BaccaratBetResult, BaccaratConfig, BaccaratWinner } from './types';

export const winnerOf = (coup: Coup): BaccaratWinner =>
  coup.playerTotal > coup.bankerTotal ? 'player' : coup.bankerTotal > coup.playerTotal ? 'banker' : 'tie';

export const isPair = (hand: readonly number[]): boolean => rankOf(hand[0]!) === rankOf(hand[1]!);

/**
 * A winning Banker bet's winnings after commission, in whole minor units: stake x (100 - commission) / 100,
 * rounded down, so the house keeps any fraction of a minor unit (less than one unit).
 */
export function bankerWinnings(config: BaccaratConfig, stake: bigint): bigint {
  return (stake * BigInt(config.pays.banker) * BigInt(100 - config.bankerCommissionPercent)) / 100n;
}

export type BetResult = 'win' | 'lose' | 'push';

/** Whether a bet won, lost or was pushed (returned) in a coup. */
export function resultOf(kind: BaccaratBetKind, coup: Coup): BetResult {
  const winner = winnerOf(coup);
  switch (kind) {
    case 'player':
      return winner === 'player' ? 'win' : winner === 'tie' ? 'push' : 'lose';
    case 'banker':
      return winner === 'banker' ? 'win' : winner === 'tie' ? 'push' : 'lose';
    case 'tie':
      return winner === 'tie' ? 'win' : 'lose';
    case 'playerPair':
      return isPair(coup.player) ? 'win' : 'lose';
    case 'bankerPair':
      return isPair(coup.banker) ? 'win' : 'lose';
  }
}

function winnings(config: BaccaratConfig, kind: BaccaratBetKind, stake: bigint): bigint {
  switch (kind) {
    case 'player':
      return stake * BigInt(config.pays.player);
    case 'banker':
      return bankerWinnings(config, stake);
    case 'tie':
      return stake * BigInt(config.pays.tie);
    case 'playerPair':
    case 'bankerPair':
      return stake * BigInt(config.pays.pair);
  }
}

/** Paid back: a win pays stake plus winnings, a push returns the stake, a loss pays nothing. */
export function payoutFor(config: BaccaratConfig, kind: BaccaratBetKind, result: BetResult, stake: bigint): bigint {
  return result === 'win' ? stake + winnings(config, kind, stake) : result === 'push' ? stake : 0n;
}

export function settleBet(config: BaccaratConfig, coup: Coup, kind: BaccaratBetKind, stake: bigint): BaccaratBetResult {
  const result = resultOf(kind, coup);
  return { kind, stake, result, payout: payoutFor(config, kind, result, stake) };
}
