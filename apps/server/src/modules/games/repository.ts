import type { Db } from '../../db/db';

export type CategoryRow = { category: string; vendors: unknown };

export function createGamesRepository(db: Db) {
  return {
    /** The merchant's game categories in display order. */
    async listCategories(merchantCode: string): Promise<CategoryRow[]> {
      const { rows } = await db.query<CategoryRow>(
        'SELECT category, vendors FROM game_categories WHERE merchant = $1 ORDER BY sort, category',
        [merchantCode],
      );
      return rows;
    },
  };
}

export type GamesRepository = ReturnType<typeof createGamesRepository>;
