import type { Banner, Game, GameList, VendorGameTypes, WinnerEntry } from '@palaro/contract/game-catalogue';
import type { GameCategory } from '@palaro/contract/games';

/** A catalogue game like the demo merchant's; nodeId and name vary per call unless given. */
export function makeGame(overrides: Partial<Game> = {}): Game {
  const nodeId = overrides.nodeId ?? 6;
  const name = overrides.gameName ?? `Game ${nodeId}`;
  const vendor = overrides.vassalage ?? 'LUMEN';
  return {
    nodeId,
    gameId: `${vendor}-${nodeId}`,
    roomId: null,
    gameType: 'RNG',
    vassalage: vendor,
    vendorCode: vendor,
    gameCode: `game-${nodeId}`,
    gameName: name,
    nodeName: name,
    displayName: 'Lumen Slots',
    iconUrl: `/m/demo-images/game-${nodeId}.svg`,
    showIcon: 1,
    mobileLargeIcon: `/m/demo-images/game-${nodeId}.svg`,
    telNodeId: null,
    supportPlay: 0,
    lottoMode: null,
    gameGroupId: null,
    gameClassifyNew: 0,
    isGameH5: 'H5',
    freeplay: true,
    url: null,
    minBet: '100',
    lines: 20,
    walletMode: 'seamless',
    ...overrides,
  };
}

/** `count` games numbered from `first`, of one category. */
export function makeGames(count: number, first = 1, gameType: GameCategory = 'RNG'): Game[] {
  return Array.from({ length: count }, (_, index) =>
    makeGame({ nodeId: first + index, gameName: `Game ${first + index}`, gameType }),
  );
}

export function makeGameList(games: Game[], pageNum = 1, totalPages = 1): GameList {
  return { games, pageNum, totalPages, total: totalPages * games.length };
}

export function makeBanner(overrides: Partial<Banner> = {}): Banner {
  return {
    id: 1,
    url: '/m/demo-images/banner-welcome.svg',
    groupName: 'm_home',
    title: 'Welcome to Palaro',
    linkage: '',
    linkageType: 'N',
    sort: 10,
    ...overrides,
  };
}

export function makeWinner(index: number): WinnerEntry {
  return {
    vo: {
      iconUrl: `/m/demo-images/game-${index}.svg`,
      customerName: `ju***${index}`,
      gameName: `Game ${index}`,
      winAmount: `${1000 + index}.00`,
      winAmountMinor: `${(1000 + index) * 100}`,
      currencySymbol: '₱',
      nodeId: index,
      gameType: 'RNG',
      wonAt: 1_700_000_000_000 + index,
    },
  };
}

export const vendorGameTypes: VendorGameTypes = {
  LOCAL: [
    {
      vassalage: 'PALARO',
      accountTypeName: 'Palaro Originals',
      gameCount: 5,
      logoUrl: '/m/demo-images/vendor-palaro.svg',
    },
  ],
  RNG: [
    { vassalage: 'LUMEN', accountTypeName: 'Lumen Slots', gameCount: 14, logoUrl: '/m/demo-images/vendor-lumen.svg' },
    { vassalage: 'TALA', accountTypeName: 'Tala Reels', gameCount: 10, logoUrl: '/m/demo-images/vendor-tala.svg' },
  ],
  LIVE: [
    { vassalage: 'BAYANI', accountTypeName: 'Bayani Live', gameCount: 8, logoUrl: '/m/demo-images/vendor-bayani.svg' },
  ],
};
