import * as v from 'valibot';
import type { GameCategory } from '@palaro/contract/games';

// valibot mirror of the contract's vendor sorting schema (home and the drawer need it before anything else);
// schemas.test.ts proves it describes the same JSON as the contract and treats every answer alike.
export const GAME_CATEGORY_VALUES = [
  'LOCAL',
  'LOTT',
  'ELOTT',
  'LIVE',
  'RNG',
  'FISH',
  'SPORTS',
  'ESPORTS',
  'PVP',
  'COCKFIGHT',
  'BGS',
  'inhouse',
] as const satisfies readonly GameCategory[];

export const vendorSortingSchema = v.array(
  v.object({
    gameCategory: v.picklist(GAME_CATEGORY_VALUES),
    vendorNames: v.array(v.object({ vassalage: v.string(), accountTypeName: v.string() })),
  }),
);
