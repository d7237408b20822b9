import { ODDS_SCALE } from './engine/odds';
import { findBetType } from './engine/validate-bet';
import type { LotteryGame, PrizeModeCode, ValidBet } from './engine';

/** One liability key of a draw and what a ticket adds to it. */
export type LiabilityShare = { betType: string; selection: string; amount: bigint };

/**
 * What the house would pay if a checked bet's selection wins: unit stake x the best odds of its table x the tickets
 * that could win together. A bet on several numbers of which exactly one can win (`each` over plain numbers) adds to
 * each number's own key, so the cap holds per number; any other bet adds its whole bound to the key of its selection.
 */
export function liabilitySharesOf(game: LotteryGame, prizeMode: PrizeModeCode, bet: ValidBet): LiabilityShare[] {
  const type = findBetType(game, bet.betType);
  const table = type?.prizes[prizeMode];
  if (!type || !table) return [];
  const best = Object.values(table.odds).reduce((max, o) => (o.tenThousandths > max ? o.tenThousandths : max), 0n);
  const perTicket = (bet.unitStake * best) / ODDS_SCALE;
  const { numbers, positions, option } = bet.selection;
  if (type.combinations.kind === 'each' && numbers && !positions) {
    return numbers.map((n) => ({ betType: bet.betType, selection: String(n), amount: perTicket }));
  }
  const key = JSON.stringify({ numbers, positions, option });
  return [{ betType: bet.betType, selection: key, amount: perTicket * BigInt(bet.combinations) }];
}

/** Shares of one order summed per key, in key order (the order rows are locked in, so racing orders never deadlock). */
export function mergeShares(shares: readonly LiabilityShare[]): LiabilityShare[] {
  const byKey = new Map<string, LiabilityShare>();
  for (const share of shares) {
    const key = `${share.betType}\u0000${share.selection}`;
    const seen = byKey.get(key);
    byKey.set(key, seen ? { ...seen, amount: seen.amount + share.amount } : share);
  }
  return [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, share]) => share);
}
