import { LOTTERY } from '@palaro/contract/constants';
import type { Game } from '@palaro/contract/game-catalogue';
import type { VendorSorting } from '@palaro/contract/games';
import { paths, type LaunchGameQuery } from '../../config/paths';

/** Where a tap on a game leads (SPEC 4 "Game launch"). */
export type LaunchPlan = { kind: 'navigate'; href: string } | { kind: 'launch' };

export type LaunchContext = {
  loggedIn: boolean;
  /** The server-sorted vendor list: the "mapping" that decides the lottery prize mode. */
  sorting: VendorSorting | undefined;
  /** Launched from home: the lottery's back button returns there. */
  fromHome: boolean;
};

type LaunchableGame = Pick<Game, 'vassalage' | 'gameType' | 'gameId' | 'gameGroupId' | 'lottoMode' | 'isGameH5'>;

const LOTTERY_VENDORS: readonly string[] = LOTTERY.vendors;

function hasElott(sorting: VendorSorting | undefined): boolean {
  return (sorting ?? []).some(
    (entry) => entry.gameCategory === 'ELOTT' || entry.vendorNames.some((vendor) => vendor.vassalage === 'ELOTT'),
  );
}

/** SPEC 4: TCG_SEA pays in SEA; otherwise ModeElott if the mapping has an ELOTT entry, else LOTT. */
export function lotteryPrizeMode(vendor: string, sorting: VendorSorting | undefined): string {
  const { prizeModes } = LOTTERY;
  if (vendor === 'TCG_SEA') return prizeModes.sea;
  return vendor === 'ELOTT' || hasElott(sorting) ? prizeModes.elott : prizeModes.lott;
}

function lotteryQuery(game: LaunchableGame, context: LaunchContext): LaunchGameQuery {
  const { lobbyCode } = LOTTERY;
  const vendor = game.vassalage;
  const prizeMode = lotteryPrizeMode(vendor, context.sorting);
  const vendorLottery = vendor === 'TCG_LOTTO_VN' || vendor === 'TCG_SEA';
  return {
    playType: game.lottoMode?.includes('Entertainment') ? 'ent' : 'trad',
    gameId: game.gameId,
    gameGroupId: game.gameGroupId ?? undefined,
    prize_mode: prizeMode,
    code: vendorLottery ? lobbyCode : undefined,
    pageBack: context.fromHome ? 'home' : undefined,
  };
}

/** SPEC 4: no session -> log in; lottery vendors -> the lottery route; vendor entries -> their list; otherwise launch. */
export function planLaunch(game: LaunchableGame, context: LaunchContext): LaunchPlan {
  if (!context.loggedIn) return { kind: 'navigate', href: paths.login.getHref() };
  if (LOTTERY_VENDORS.includes(game.vassalage) || game.gameType === 'LOTT' || game.gameType === 'ELOTT') {
    return { kind: 'navigate', href: paths.launchGame.getHref(lotteryQuery(game, context)) };
  }
  if (game.isGameH5 === 'VASSALAGE')
    return { kind: 'navigate', href: paths.gameList.getHref(game.gameType, game.vassalage) };
  return { kind: 'launch' };
}
