import * as z from 'zod/mini';
import type { GameCategory } from '@palaro/contract/games';

// zod/mini mirror of the contract's vendor sorting schema (home and the drawer need it before anything else);
// vendor-sorting-schema.test.ts proves it describes the same JSON as the contract.
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

export const vendorSortingSchema = z.array(
  z.object({
    gameCategory: z.enum(GAME_CATEGORY_VALUES),
    vendorNames: z.array(z.object({ vassalage: z.string(), accountTypeName: z.string() })),
  }),
);
