import { LotteryInputError, orThrow } from './errors';
import { familyHits } from './families';
import { ODDS_SCALE } from './odds';
import { checkResult } from './result-shape';
import type { BetType, DrawResult, Hits, LotteryGame, PrizeModeCode, PrizeTable, Settlement } from './types';
import { checkPrizeMode, checkSelection, findBetType } from './validate-bet';

/**
 * What a bet returns on a result, the stake included, in minor units: each winning ticket pays unit stake x the
 * odds of its level. The sum is taken exactly and rounded down to the minor unit once, at the end.
 * The selection and the result are checked again (a stored bet whose game changed must not pay by accident), but
 * not the stake limits, which may change after a bet was taken; a fault throws a LotteryInputError, since both
 * were checked when they were taken.
 */
export function settleBetInDetail(
  game: LotteryGame,
  prizeMode: string,
  betType: string,
  selection: unknown,
  unitStake: bigint,
  result: DrawResult,
): Settlement {
  const type = findBetType(game, betType);
  if (type === undefined) throw new LotteryInputError('lottery.bet.type.unknown', `${game.gameId} has no ${betType}`);
  const checked = orThrow(checkSelection(type.selection, selection));
  if (typeof unitStake !== 'bigint' || unitStake <= 0n) {
    throw new LotteryInputError('lottery.amount.invalid', 'the stake must be a positive bigint', 'stake');
  }
  const table = prizeTableOf(game, orThrow(checkPrizeMode(game, prizeMode)), type);
  const drawn = orThrow(checkResult(game.resultShape, result));
  const hits = familyHits(game.family, type.code, checked, drawn);
  return { win: payout(hits, table, unitStake), hits };
}

export function settleBet(
  game: LotteryGame,
  prizeMode: string,
  betType: string,
  selection: unknown,
  unitStake: bigint,
  result: DrawResult,
): bigint {
  return settleBetInDetail(game, prizeMode, betType, selection, unitStake, result).win;
}

function prizeTableOf(game: LotteryGame, prizeMode: PrizeModeCode, type: BetType): PrizeTable {
  const table = type.prizes[prizeMode];
  if (table === undefined) {
    throw new LotteryInputError(
      'lottery.prizeMode.unknown',
      `${type.code} of ${game.gameId} has no odds in ${prizeMode}`,
    );
  }
  return table;
}

function payout(hits: Hits, table: PrizeTable, unitStake: bigint): bigint {
  let scaled = 0n;
  for (const [level, tickets] of Object.entries(hits)) {
    const odds = table.odds[level];
    if (odds !== undefined) scaled += BigInt(tickets) * unitStake * odds.tenThousandths;
  }
  return scaled / ODDS_SCALE;
}
