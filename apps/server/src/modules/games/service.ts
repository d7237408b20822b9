import { vendorSortingEntrySchema, type VendorSorting } from '@palaro/contract';
import type { GamesRepository } from './repository';

export function createGamesService(repository: GamesRepository) {
  return {
    /** SPEC 3 "Game vendor data": categories with their vendors, in server order. */
    async vendorSorting(merchantCode: string): Promise<VendorSorting> {
      const rows = await repository.listCategories(merchantCode);
      // rows come from the database, so they are checked like any other input
      return rows.map((row) =>
        vendorSortingEntrySchema.parse({ gameCategory: row.category, vendorNames: row.vendors }),
      );
    },
  };
}
