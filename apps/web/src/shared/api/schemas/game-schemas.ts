import * as v from 'valibot';
import { int, record } from '../../lib/valibot-rules';
import { GAME_CATEGORY_VALUES } from './vendor-sorting-schema';
import { minorUnits } from './wallet-schema';

// valibot mirrors of the contract's game schemas (game-catalogue.ts, game-launch.ts). Home shows banners and games
// on its first screen, where zod's core would break the JavaScript budget; game-schemas.test.ts proves each mirror
// describes exactly the same JSON as the contract and treats every answer alike.

const category = v.picklist(GAME_CATEGORY_VALUES);

export const gameSchema = v.object({
  nodeId: int(),
  gameId: v.string(),
  roomId: v.nullable(v.string()),
  gameType: category,
  vassalage: v.string(),
  vendorCode: v.string(),
  gameCode: v.string(),
  gameName: v.string(),
  nodeName: v.string(),
  displayName: v.string(),
  iconUrl: v.string(),
  showIcon: int(),
  mobileLargeIcon: v.string(),
  telNodeId: v.nullable(int()),
  supportPlay: int(),
  lottoMode: v.nullable(v.string()),
  gameGroupId: v.nullable(v.string()),
  gameClassifyNew: int(),
  isGameH5: v.picklist(['H5', 'VASSALAGE']),
  freeplay: v.boolean(),
  url: v.nullable(v.string()),
  minBet: minorUnits,
  lines: int(),
  walletMode: v.picklist(['seamless', 'transfer']),
});

export const gameListSchema = v.object({ games: v.array(gameSchema), pageNum: int(), totalPages: int(), total: int() });
export const gameRowSchema = v.object({ list: v.array(gameSchema) });
export const favouriteIdsSchema = v.array(v.string());
export const favouriteListSchema = v.object({ content: v.array(gameSchema), pageNum: int(), totalPages: int() });

export const vendorGameTypesSchema = record(
  category,
  v.array(v.object({ vassalage: v.string(), accountTypeName: v.string(), gameCount: int(), logoUrl: v.string() })),
);

export const winnerBoardSchema = v.object({
  list: v.array(
    v.object({
      vo: v.object({
        iconUrl: v.string(),
        customerName: v.string(),
        gameName: v.string(),
        winAmount: v.string(),
        winAmountMinor: minorUnits,
        currencySymbol: v.string(),
        nodeId: int(),
        gameType: category,
        wonAt: int(),
      }),
    }),
  ),
});

export const bannerSchema = v.object({
  id: int(),
  url: v.string(),
  groupName: v.picklist(['m_home', 'm_vip', 'm_youtube', 'm_recommend', 'm_local', 'm_newgame']),
  title: v.string(),
  linkage: v.string(),
  linkageType: v.picklist(['G', 'V', 'U', 'N']),
  sort: int(),
});
export const bannerListSchema = v.object({ banners: v.array(bannerSchema) });

export const launchGameSchema = v.object({
  url: v.string(),
  expiresAt: int(),
  mode: v.picklist(['real', 'fun']),
  walletMode: v.picklist(['seamless', 'transfer']),
  nodeId: int(),
  gameName: v.string(),
  vassalage: v.string(),
});

export const nullValueSchema = v.null();
