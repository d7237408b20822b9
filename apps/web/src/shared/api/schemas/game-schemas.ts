import * as z from 'zod/mini';
import { GAME_CATEGORY_VALUES } from './vendor-sorting-schema';

// zod/mini mirrors of the contract's game schemas (game-catalogue.ts, game-launch.ts). Home shows games on its
// first screen, where the classic zod runtime would break the JavaScript budget; game-schemas.test.ts proves
// each mirror describes exactly the same JSON as the contract.

const category = z.enum(GAME_CATEGORY_VALUES);
const minorUnits = z.string().check(z.regex(/^-?\d{1,19}$/, 'expected integer minor units'));

export const gameSchema = z.object({
  nodeId: z.int(),
  gameId: z.string(),
  roomId: z.nullable(z.string()),
  gameType: category,
  vassalage: z.string(),
  vendorCode: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  nodeName: z.string(),
  displayName: z.string(),
  iconUrl: z.string(),
  showIcon: z.int(),
  mobileLargeIcon: z.string(),
  telNodeId: z.nullable(z.int()),
  supportPlay: z.int(),
  lottoMode: z.nullable(z.string()),
  gameGroupId: z.nullable(z.string()),
  gameClassifyNew: z.int(),
  isGameH5: z.enum(['H5', 'VASSALAGE']),
  freeplay: z.boolean(),
  url: z.nullable(z.string()),
  minBet: minorUnits,
  lines: z.int(),
  walletMode: z.enum(['seamless', 'transfer']),
});

export const gameListSchema = z.object({ games: z.array(gameSchema), pageNum: z.int(), totalPages: z.int(), total: z.int() });
export const gameRowSchema = z.object({ list: z.array(gameSchema) });
export const favouriteIdsSchema = z.array(z.string());
export const favouriteListSchema = z.object({ content: z.array(gameSchema), pageNum: z.int(), totalPages: z.int() });

export const vendorGameTypesSchema = z.partialRecord(
  category,
  z.array(z.object({ vassalage: z.string(), accountTypeName: z.string(), gameCount: z.int(), logoUrl: z.string() })),
);

export const winnerBoardSchema = z.object({
  list: z.array(
    z.object({
      vo: z.object({
        iconUrl: z.string(),
        customerName: z.string(),
        gameName: z.string(),
        winAmount: z.string(),
        winAmountMinor: minorUnits,
        currencySymbol: z.string(),
        nodeId: z.int(),
        gameType: category,
        wonAt: z.int(),
      }),
    }),
  ),
});

export const bannerSchema = z.object({
  id: z.int(),
  url: z.string(),
  groupName: z.enum(['m_home', 'm_vip', 'm_youtube', 'm_recommend', 'm_local', 'm_newgame']),
  title: z.string(),
  linkage: z.string(),
  linkageType: z.enum(['G', 'V', 'U', 'N']),
  sort: z.int(),
});
export const bannerListSchema = z.object({ banners: z.array(bannerSchema) });

export const launchGameSchema = z.object({
  url: z.string(),
  expiresAt: z.int(),
  mode: z.enum(['real', 'fun']),
  walletMode: z.enum(['seamless', 'transfer']),
  nodeId: z.int(),
  gameName: z.string(),
  vassalage: z.string(),
});

export const nullValueSchema = z.null();
