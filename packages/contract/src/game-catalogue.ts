import { z } from 'zod';
import { LANGUAGES } from './constants';
import { gameCategorySchema, vendorNameSchema } from './games';
import { minorUnitsSchema } from './wallet';

// The game catalogue of SPEC 3 ("Game", "Game vendor data", "Lists", "Winner entry", "Banner") and the
// calls of SPEC 7.4 that read it. Query values arrive as strings, so numbers are coerced.

/** How a tile launches (SPEC 4 "Game launch"): H5 opens the game, VASSALAGE opens the vendor's game list. */
export const GAME_LAUNCH_KINDS = ['H5', 'VASSALAGE'] as const;

/** How money reaches a vendor's games: the seamless wallet API, or transfers into a vendor sub-wallet. */
export const WALLET_MODES = ['seamless', 'transfer'] as const;
export const walletModeSchema = z.enum(WALLET_MODES);
export type WalletMode = z.infer<typeof walletModeSchema>;

/** One game of the catalogue (SPEC 3 "Game"). */
export const gameSchema = z.object({
  /** The catalogue entry's id: favourites, recent and launch name games by it. */
  nodeId: z.number().int(),
  /** The vendor's own id of the game. */
  gameId: z.string(),
  /** Table or room of live games; null elsewhere. */
  roomId: z.string().nullable(),
  gameType: gameCategorySchema,
  /** Vendor code. */
  vassalage: z.string(),
  /** Same as vassalage (both readings exist). */
  vendorCode: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  /** Same as gameName, kept for clients that read nodeName. */
  nodeName: z.string(),
  /** Vendor display name shown on the tile. */
  displayName: z.string(),
  iconUrl: z.string(),
  /** 1 when the tile shows its icon. */
  showIcon: z.number().int(),
  mobileLargeIcon: z.string(),
  /** Parent node of a vendor entry; null for plain games. */
  telNodeId: z.number().int().nullable(),
  /** 0 when free play (demo money at the vendor) is supported, 1 otherwise. */
  supportPlay: z.number().int(),
  /** Lottery games: "Entertainment" or "Tradition"; null elsewhere. */
  lottoMode: z.string().nullable(),
  gameGroupId: z.string().nullable(),
  /** 1 for games marked new. */
  gameClassifyNew: z.number().int(),
  isGameH5: z.enum(GAME_LAUNCH_KINDS),
  /** True when free play is supported (the same fact as supportPlay 0). */
  freeplay: z.boolean(),
  /** Local (in-house) games: the address of the game server; null for vendor games. */
  url: z.string().nullable(),
  /** Smallest stake in minor units. */
  minBet: minorUnitsSchema,
  /** Pay lines of slot games; 0 where lines do not apply. */
  lines: z.number().int(),
  walletMode: walletModeSchema,
});
export type Game = z.infer<typeof gameSchema>;

const pageNo = z.coerce.number().int().min(1).max(10_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(60).default(9);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined));
const language = z.string().trim().toUpperCase().pipe(z.enum(LANGUAGES)).optional().catch(undefined);
/** Empty string, "ALL" or "lobby" mean every category. */
const gameTypeFilter = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value && !['ALL', 'lobby', 'LOBBY'].includes(value) ? value : undefined))
  .pipe(gameCategorySchema.optional());

/** gameClassify values of the lobby's classify filter (all, new, favourite, hot, recent); case ignored. */
export const GAME_CLASSIFIES = ['ALL', 'NEW', 'FAV', 'HOT', 'RECENT'] as const;
export const gameClassifySchema = z.enum(GAME_CLASSIFIES);
export type GameClassify = z.infer<typeof gameClassifySchema>;

/**
 * Query of GET /wps/game/list (SPEC 7.4). FAV and RECENT need a session (401 without one).
 * platform, clientType, imgSize and merchant are accepted and ignored (one catalogue serves every client).
 */
export const gameListQuerySchema = z.object({
  merchant: z.string().optional(),
  platform: z.string().optional(),
  clientType: z.string().optional(),
  imgSize: z.string().optional(),
  gameName: optionalText(64),
  gameType: gameTypeFilter,
  pageNo,
  pageSize,
  vassalage: optionalText(32).transform((value) => value?.toUpperCase()),
  gameClassify: z
    .string()
    .trim()
    .toUpperCase()
    .optional()
    .transform((value) => (value ? value : 'ALL'))
    .pipe(gameClassifySchema),
  /** "1" keeps only new games; anything else is no filter. */
  isNew: z
    .string()
    .optional()
    .transform((value) => value === '1'),
  /** Keeps games whose smallest stake is at most this many minor units. */
  minBet: z.coerce.number().int().min(0).optional(),
  /** Keeps games with at least this many lines. */
  minLine: z.coerce.number().int().min(0).optional(),
  language,
});
export type GameListQuery = z.input<typeof gameListQuerySchema>;
export type GameListFilter = z.output<typeof gameListQuerySchema>;

/** Value of GET /wps/game/list; pageNum is 1-based, totalPages 0 when nothing matches. */
export const gameListSchema = z.object({
  games: z.array(gameSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  /** Games matching the filter over every page. */
  total: z.number().int(),
});
export type GameList = z.infer<typeof gameListSchema>;

/** Query of GET /wps/game/vendors/types: typeId 1 is the only type list there is. */
export const vendorGameTypesQuerySchema = z.object({
  typeId: z.coerce.number().int().default(1),
  merchant: z.string().optional(),
  merchantCode: z.string().optional(),
});

export const vendorGameCountSchema = vendorNameSchema.extend({
  gameCount: z.number().int(),
  /** The vendor's logo. */
  logoUrl: z.string(),
});
export type VendorGameCount = z.infer<typeof vendorGameCountSchema>;

/** Value of GET /wps/game/vendors/types: per game type its vendors (server order) with their game counts. */
export const vendorGameTypesSchema = z.partialRecord(gameCategorySchema, z.array(vendorGameCountSchema));
export type VendorGameTypes = z.infer<typeof vendorGameTypesSchema>;

/** A catalogue node id as sent by clients: a number or its string. */
export const nodeIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);

/** Value of GET /wps/game/favorites/ids and of adding or removing one: the player's favourite nodeIds as strings. */
export const favouriteIdsSchema = z.array(z.string());
export type FavouriteIds = z.infer<typeof favouriteIdsSchema>;

/** Query of GET /wps/game/favorites (SPEC 7.4: gameType, pageNo, pageSize, language). */
export const favouriteListQuerySchema = z.object({
  gameType: gameTypeFilter,
  pageNo,
  pageSize: z.coerce.number().int().min(1).max(60).default(20),
  language,
});

/** Value of GET /wps/game/favorites, newest favourite first. */
export const favouriteListSchema = z.object({
  content: z.array(gameSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
});
export type FavouriteList = z.infer<typeof favouriteListSchema>;

/** Body of POST /wps/game/favorites (add) and DELETE /wps/game/favorites (remove); vendor is optional and checked when sent. */
export const favouriteChangeSchema = z.object({ nodeId: nodeIdSchema, vendor: z.string().trim().max(32).optional() });
export type FavouriteChange = z.input<typeof favouriteChangeSchema>;

/** Query of GET /wps/game/recent/add (SPEC 7.4: recent games are added with a GET). */
export const recentAddQuerySchema = z.object({ nodeId: nodeIdSchema });

/** Query of GET /wps/game/recent and GET /wps/game/hot. */
export const gameRowQuerySchema = z.object({
  gameType: gameTypeFilter,
  /** How many games; 30 (a home row) by default. */
  pageSize: z.coerce.number().int().min(1).max(60).default(30),
  language,
  isPlatform: z.string().optional(),
  platform: z.string().optional(),
  merchantCode: z.string().optional(),
  imgSize: z.string().optional(),
});

/** Value of GET /wps/game/recent (the player's last played first) and GET /wps/game/hot (most played first). */
export const gameRowSchema = z.object({ list: z.array(gameSchema) });
export type GameRow = z.infer<typeof gameRowSchema>;

/** Query of GET /wps/game/winners (SPEC 7.4: gameCategory ALL, language, limitNum 20, imgSize). */
export const winnerBoardQuerySchema = z.object({
  gameCategory: gameTypeFilter,
  limitNum: z.coerce.number().int().min(1).max(50).default(20),
  language,
  imgSize: z.string().optional(),
});

/** One entry of the winners board (SPEC 3 "Winner entry"). */
export const winnerEntrySchema = z.object({
  vo: z.object({
    /** The game's icon. */
    iconUrl: z.string(),
    /** The winner's name, masked ("de***o"). */
    customerName: z.string(),
    gameName: z.string(),
    /**
     * Major units with the currency's decimals, e.g. "1250.00". SPEC 3 names it, so it stays; the clients show
     * `winAmountMinor` formatted with money-format.ts instead.
     */
    winAmount: z.string(),
    /** The same amount in minor units. */
    winAmountMinor: minorUnitsSchema,
    currencySymbol: z.string(),
    nodeId: z.number().int(),
    gameType: gameCategorySchema,
    /** Epoch ms of the win. */
    wonAt: z.number().int(),
  }),
});
export type WinnerEntry = z.infer<typeof winnerEntrySchema>;

/** Value of GET /wps/game/winners: the biggest recent wins, biggest first. */
export const winnerBoardSchema = z.object({ list: z.array(winnerEntrySchema) });
export type WinnerBoard = z.infer<typeof winnerBoardSchema>;

/** Banner groups of SPEC 3 "Banner". */
export const BANNER_GROUPS = ['m_home', 'm_vip', 'm_youtube', 'm_recommend', 'm_local', 'm_newgame'] as const;
export const bannerGroupSchema = z.enum(BANNER_GROUPS);
export type BannerGroup = z.infer<typeof bannerGroupSchema>;

/** What a banner tap does: G opens a game (linkage is its nodeId), V plays a video (linkage is the video link), U opens a path or URL. */
export const BANNER_LINKAGE_TYPES = ['G', 'V', 'U', 'N'] as const;

/** One banner (SPEC 3 "Banner"); the same shape as the banners of the announcement set (SPEC 7.3). */
export const bannerSchema = z.object({
  id: z.number().int(),
  /** The banner image. */
  url: z.string(),
  groupName: bannerGroupSchema,
  title: z.string(),
  /** Video link (m_youtube), nodeId (linkageType G) or path / URL (U); empty for none. */
  linkage: z.string(),
  linkageType: z.enum(BANNER_LINKAGE_TYPES),
  sort: z.number().int(),
});
export type Banner = z.infer<typeof bannerSchema>;

/** Query of GET /wps/game/banners: one or more groups, comma-separated (m_home,m_recommend). */
export const bannerQuerySchema = z.object({
  groupName: z
    .string()
    .trim()
    .transform((value) =>
      value
        .split(',')
        .map((group) => group.trim())
        .filter(Boolean),
    )
    .pipe(z.array(bannerGroupSchema).min(1).max(BANNER_GROUPS.length)),
  platform: z.string().optional(),
  language,
});

/** Value of GET /wps/game/banners, in display order per group; the `banners` field of the SPEC 7.3 announcement set. */
export const bannerListSchema = z.object({ banners: z.array(bannerSchema) });
export type BannerList = z.infer<typeof bannerListSchema>;

/** Failures of the game calls: HTTP status, errorCode and the server's English message. */
export const GAME_ERRORS = {
  unknown: { status: 404, errorCode: 'game.unknown', message: 'This game is not available' },
  /** LOTT, ELOTT and vendor lotteries open through the lottery routes, not launchGame. */
  lotteryRoute: {
    status: 400,
    errorCode: 'game.launch.lottery',
    message: 'Lottery games open from the lottery section',
  },
  /** A VASSALAGE entry stands for a vendor's list of games; open /m/gameList instead. */
  vendorEntry: { status: 400, errorCode: 'game.launch.vendor', message: 'Choose a game from this provider' },
  freePlayUnsupported: {
    status: 400,
    errorCode: 'game.freeplay.unsupported',
    message: 'Free play is not available for this game',
  },
  /** The vendor's or game's server is not there (disabled, or not yet served). */
  unavailable: {
    status: 503,
    errorCode: 'game.unavailable',
    message: 'This game is under maintenance, please try again later',
  },
  /** GET /wps/game/round: not one of the player's rounds. */
  roundUnknown: { status: 404, errorCode: 'game.round.unknown', message: 'This round is not in your history' },
} as const;
export type GameErrorName = keyof typeof GAME_ERRORS;
