import type { GameCategory, VendorSorting } from '@palaro/contract/games';

/** SPEC 2.3: LOCAL first, then the categories in the server's order, each once. */
export function orderGameCategories(sorting: VendorSorting): GameCategory[] {
  const categories = sorting.map((entry) => entry.gameCategory).filter((category) => category !== 'LOCAL');
  return ['LOCAL', ...new Set(categories)];
}

export function categoryLabelKey(category: GameCategory): string {
  return `common:category.${category}`;
}
