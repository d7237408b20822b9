import { z } from 'zod';

/** gameCategory values of docs/spec.md section 3 ("Game"). */
export const GAME_CATEGORIES = [
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
] as const;
export const gameCategorySchema = z.enum(GAME_CATEGORIES);
export type GameCategory = z.infer<typeof gameCategorySchema>;

export const vendorNameSchema = z.object({
  /** Vendor code. */
  vassalage: z.string(),
  /** Vendor display name. */
  accountTypeName: z.string(),
});
export type VendorName = z.infer<typeof vendorNameSchema>;

/** One category of the server-sorted vendor list (SPEC 3, "Game vendor data"). */
export const vendorSortingEntrySchema = z.object({
  gameCategory: gameCategorySchema,
  vendorNames: z.array(vendorNameSchema),
});
export type VendorSortingEntry = z.infer<typeof vendorSortingEntrySchema>;

/** Value of GET /wps/game/vendors/sorting, in server order. */
export const vendorSortingSchema = z.array(vendorSortingEntrySchema);
export type VendorSorting = z.infer<typeof vendorSortingSchema>;
