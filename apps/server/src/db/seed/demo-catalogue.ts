import { imageNamePart, type BannerGroup, type GameCategory } from '@palaro/contract';
import { SIMULATOR_PLAY_PATH } from '../../provider-simulator/routes';

// The demo catalogue: every vendor of DEMO_GAME_CATEGORIES with invented games. Names are the project's own.
// Every non-Originals game is served by the provider simulator; Originals by the in-house game server.

import { LOTTERY_PROVIDER, ORIGINALS_PROVIDER, SIMULATOR_PROVIDER } from '../../config/built-in-providers';

export { LOTTERY_PROVIDER, ORIGINALS_PROVIDER, SIMULATOR_PROVIDER } from '../../config/built-in-providers';

/** Where the simulator and the Originals server serve their games on this server. */
export const SIMULATOR_GAME_PATH = SIMULATOR_PLAY_PATH;
export const ORIGINALS_GAME_PATH = '/originals/play';

export type DemoGame = {
  code: string;
  /** The game's id where it is not the vendor's running number: a lottery game is its lottery engine game's id. */
  gameId?: string;
  name: string;
  minBet?: number;
  lines?: number;
  isNew?: boolean;
  freePlay?: boolean;
  roomId?: string;
  lottoMode?: string;
  launchKind?: 'H5' | 'VASSALAGE';
};

export type DemoVendor = {
  code: string;
  category: GameCategory;
  displayName: string;
  provider: string;
  launchUrl: string;
  games: DemoGame[];
};

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Slot titles: lines and stakes vary so the minBet and minLine filters have something to do. */
function slots(names: string[], newOnes: number[] = []): DemoGame[] {
  const lineSets = [20, 25, 40, 243, 10, 50];
  const stakes = [100, 200, 500, 100, 1000];
  return names.map((name, index) => ({
    code: slug(name),
    name,
    lines: lineSets[index % lineSets.length] ?? 20,
    minBet: stakes[index % stakes.length] ?? 100,
    isNew: newOnes.includes(index),
    freePlay: true,
  }));
}

/** Lottery games by their lottery engine id (modules/lottery/engine/catalogue): the launch names them by it. */
function lotteryGames(
  lottoMode: 'Tradition' | 'Entertainment',
  games: [gameId: string, name: string, minBet: number][],
  newOnes: string[] = [],
): DemoGame[] {
  return games.map(([gameId, name, minBet]) => ({
    code: gameId,
    gameId,
    name,
    minBet,
    lottoMode,
    isNew: newOnes.includes(gameId),
  }));
}

function tables(names: string[], minBet: number, freePlay = false, newOnes: number[] = []): DemoGame[] {
  return names.map((name, index) => ({
    code: slug(name),
    name,
    minBet,
    isNew: newOnes.includes(index),
    freePlay,
    roomId: `T${String(index + 1).padStart(2, '0')}`,
  }));
}

const simulated = (code: string, category: GameCategory, displayName: string, games: DemoGame[]): DemoVendor => ({
  code,
  category,
  displayName,
  provider: SIMULATOR_PROVIDER,
  launchUrl: `${SIMULATOR_GAME_PATH}/${code.toLowerCase()}`,
  games,
});

export const DEMO_VENDORS: DemoVendor[] = [
  {
    code: 'PALARO',
    category: 'LOCAL',
    displayName: 'Palaro Originals',
    provider: ORIGINALS_PROVIDER,
    launchUrl: ORIGINALS_GAME_PATH,
    games: [
      // codes are the Originals game server's own (apps/server/src/modules/originals); minBet is each table's smallest stake
      { code: 'color-game', name: 'Color Game', minBet: 100, isNew: true },
      { code: 'baccarat', name: 'Palaro Baccarat', minBet: 100 },
      { code: 'isla-fortuna', name: 'Isla Fortuna', minBet: 1, lines: 20, isNew: true },
      { code: 'pista-fiesta', name: 'Pista Fiesta', minBet: 10, lines: 40 },
      { code: 'kampana-classic', name: 'Kampana Classic', minBet: 1, lines: 5 },
    ],
  },
  simulated(
    'LUMEN',
    'RNG',
    'Lumen Slots',
    slots(
      [
        'Golden Carabao',
        'Lucky Sari-Sari',
        'Volcano Riches',
        'Pearl of Palawan',
        'Fiesta Spins',
        'Moonlit Manila',
        'Tarsier Treasure',
        'Rice Terrace Wilds',
        'Dragon of Luzon',
        'Sunset Boulevard',
        'Coconut Cash',
        'Firefly Nights',
        'Bamboo Bonanza',
        'Typhoon Tiles',
      ],
      [0, 3, 9],
    ),
  ),
  simulated(
    'TALA',
    'RNG',
    'Tala Reels',
    slots(
      [
        'Star Navigator',
        'Mabuhay Megaways',
        'Bahay Kubo Bonus',
        'Island Hopper',
        'Lantern Lights',
        'Sea Serpent Gold',
        'Mango Mania',
        'Parol Party',
        'Eagle Summit',
        'Jade Jungle',
      ],
      [1, 7],
    ),
  ),
  simulated(
    'ALON',
    'RNG',
    'Alon Gaming',
    slots(['Wave Rider', 'Surf City Spins', 'Coral Kingdom', 'Tidal Fortune', 'Lighthouse Luck', 'Reef Royale'], [2]),
  ),
  // transfer-mode in the demo merchant (MERCHANT_CONFIG transferVendors): it plays from the player's BAYANI sub-wallet
  simulated(
    'BAYANI',
    'LIVE',
    'Bayani Live',
    tables(
      [
        'Bayani Baccarat A',
        'Bayani Baccarat B',
        'Speed Baccarat',
        'Dragon Tiger',
        'Live Roulette',
        'Sic Bo Live',
        'Blackjack Gold',
        'Lucky Wheel Live',
      ],
      2000,
      false,
      [2],
    ),
  ),
  simulated(
    'PERLAS',
    'LIVE',
    'Perlas Studio',
    tables(['Perlas Baccarat', 'Perlas Roulette', 'Perlas Blackjack', 'Perlas Sic Bo'], 1000, false, [0]),
  ),
  simulated(
    'DAGAT',
    'FISH',
    'Dagat Fishing',
    tables(
      ['Ocean King Hunt', 'Golden Tuna', 'Deep Sea Blaster', 'Mermaid Fortune', 'Shark Frenzy', 'Manta Ray Rush'],
      100,
      true,
      [5],
    ),
  ),
  simulated(
    'LAMBAT',
    'FISH',
    'Lambat Arcade',
    tables(['Net Master', 'Pufferfish Party', 'Crab Catcher', 'Lobster Lagoon'], 100, true),
  ),
  simulated(
    'BARAHA',
    'PVP',
    'Baraha Cards',
    tables(['Tongits Royale', 'Pusoy Dos', 'Lucky 9', 'Sabong Cards', 'Teen Patti', 'Blackjack Duel'], 500, false, [0]),
  ),
  simulated(
    'MESA',
    'PVP',
    'Mesa Poker',
    tables(["Texas Hold'em", 'Omaha Table', 'Short Deck', 'Pot Limit Rush', 'Mesa Showdown'], 1000),
  ),
  simulated(
    'SIKLAB',
    'SPORTS',
    'Siklab Sports',
    tables(['Siklab Sportsbook', 'Virtual Basketball', 'Virtual Football'], 1000),
  ),
  simulated('KIDLAT', 'ESPORTS', 'Kidlat Esports', tables(['Kidlat Arena', 'Battle Lanes Cup'], 1000, false, [1])),
  simulated('SULTADA', 'COCKFIGHT', 'Sultada Arena', tables(['Sultada Main Pit', 'Derby Night'], 2000)),
  {
    code: 'LOTT',
    category: 'LOTT',
    displayName: 'Palaro Lotto',
    provider: LOTTERY_PROVIDER,
    launchUrl: '/m/launchGame',
    games: lotteryGames('Tradition', [
      ['lotto-6-42', 'Lotto 6/42', 2000],
      ['lotto-6-45', 'Mega Lotto 6/45', 2000],
      ['lotto-6-49', 'Super Lotto 6/49', 2000],
      ['lotto-6-55', 'Grand Lotto 6/55', 2000],
      ['lotto-6-58', 'Ultra Lotto 6/58', 2000],
      ['swertres-3d', 'Swertres 3D', 1000],
      ['ez2-2d', 'EZ2 2D', 1000],
      ['lotto-4d', '4D Lotto', 1000],
    ]),
  },
  {
    code: 'ELOTT',
    category: 'LOTT',
    displayName: 'Palaro e-Lotto',
    provider: LOTTERY_PROVIDER,
    launchUrl: '/m/launchGame',
    games: lotteryGames(
      'Entertainment',
      (
        [
          ['colour', 'Colour Game'],
          ['dice', 'Fast 3 Dice'],
          ['digits5', '5D Digits'],
          ['race10', 'Race 10'],
        ] as const
      ).flatMap(([id, name]) =>
        [1, 3, 5].map((minutes): [string, string, number] => [`${id}-${minutes}m`, `${name} ${minutes} min`, 100]),
      ),
      ['colour-1m'],
    ),
  },
  {
    code: 'TCG_SEA',
    category: 'LOTT',
    displayName: 'Palaro Xổ Số',
    provider: LOTTERY_PROVIDER,
    launchUrl: '/m/launchGame',
    games: lotteryGames('Tradition', [['vn-north', 'Xổ Số Miền Bắc', 1000]]),
  },
];

/** A vendor entry tile (isGameH5 VASSALAGE) that opens the vendor's own list instead of a game. */
export const DEMO_VENDOR_ENTRY = { vendor: 'PERLAS', code: 'perlas-lobby', name: 'Perlas Studio Lobby' } as const;

export type DemoBanner = {
  group: BannerGroup;
  title: string;
  image: string;
  linkageType: 'G' | 'V' | 'U' | 'N';
  linkage: string;
};

/** Banners; a G linkage names a game as "<vendor>/<code>" and is stored as its nodeId. */
export const DEMO_BANNERS: DemoBanner[] = [
  { group: 'm_home', title: 'Welcome to Palaro', image: 'banner-welcome', linkageType: 'U', linkage: '/m/activity' },
  {
    group: 'm_home',
    title: 'Live tables all night',
    image: 'banner-live',
    linkageType: 'U',
    linkage: '/m/gameCenter?gameType=LIVE',
  },
  { group: 'm_home', title: 'Lotto draws every day', image: 'banner-lottery', linkageType: 'U', linkage: '/m/lottery' },
  {
    group: 'm_local',
    title: 'Palaro Originals',
    image: 'banner-originals',
    linkageType: 'U',
    linkage: '/m/gameCenter?gameType=LOCAL',
  },
  {
    group: 'm_recommend',
    title: 'Golden Carabao',
    image: 'game-lumen-golden-carabao',
    linkageType: 'G',
    linkage: 'LUMEN/golden-carabao',
  },
  {
    group: 'm_recommend',
    title: 'Color Game',
    image: 'game-palaro-color-game',
    linkageType: 'G',
    linkage: 'PALARO/color-game',
  },
  {
    group: 'm_recommend',
    title: 'Ocean King Hunt',
    image: 'game-dagat-ocean-king-hunt',
    linkageType: 'G',
    linkage: 'DAGAT/ocean-king-hunt',
  },
  {
    group: 'm_recommend',
    title: 'Bayani Baccarat A',
    image: 'game-bayani-bayani-baccarat-a',
    linkageType: 'G',
    linkage: 'BAYANI/bayani-baccarat-a',
  },
  {
    group: 'm_recommend',
    title: 'Star Navigator',
    image: 'game-tala-star-navigator',
    linkageType: 'G',
    linkage: 'TALA/star-navigator',
  },
  {
    group: 'm_newgame',
    title: 'Isla Fortuna',
    image: 'game-palaro-isla-fortuna',
    linkageType: 'G',
    linkage: 'PALARO/isla-fortuna',
  },
  { group: 'm_vip', title: 'VIP rewards', image: 'banner-welcome', linkageType: 'U', linkage: '/m/vip' },
  // home's video banner: the poster is ours; the player (and the video site) loads only when the visitor taps it
  {
    group: 'm_youtube',
    title: 'Featured video',
    image: 'banner-live',
    linkageType: 'V',
    linkage: 'https://www.youtube.com/watch?v=jNQXAC9IVRw',
  },
];

/** Demo image name of a game's icon. */
export const gameIconName = (vendor: string, code: string) => `game-${imageNamePart(vendor)}-${code}`;
