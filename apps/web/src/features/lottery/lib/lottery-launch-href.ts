import type { VendorSorting } from '@palaro/contract/games';
import type { LotteryMenuGame } from '@palaro/contract/lottery-draws';
import { paths } from '../../../shared/config/paths';
import { lotteryPrizeMode } from '../../../shared/lib/games/launch-rules';

/**
 * Where a game of the lottery board leads: /m/launchGame with its play type and the prize mode SPEC 4 gives its vendor
 * (the Vietnamese game is TCG_SEA's, paid in SEA; every other one the house lottery's, ModeElott when the mapping has
 * ELOTT).
 */
export function lotteryLaunchHref(game: LotteryMenuGame, sorting: VendorSorting | undefined): string {
  const vendor = game.category === 'vnNorth' ? 'TCG_SEA' : game.playType === 'ent' ? 'ELOTT' : 'LOTT';
  return paths.launchGame.getHref({
    playType: game.playType,
    gameId: game.gameId,
    gameGroupId: vendor,
    prize_mode: lotteryPrizeMode(vendor, sorting),
  });
}
