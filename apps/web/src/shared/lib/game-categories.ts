import type { GameCategory, VendorSorting } from '@palaro/contract/games';

/** SPEC 2.3: the SPORTS category is shown as these three, in this order. */
export const SPORTS_SPLIT: readonly GameCategory[] = ['SPORTS', 'COCKFIGHT', 'ESPORTS'];
/** SPEC 2.3: the lobby's search box shows for lobby and these categories. */
export const SEARCH_CATEGORIES: readonly GameCategory[] = ['RNG', 'PVP', 'FISH', 'LIVE'];
/** SPEC 2.3: the vendor strip shows for these categories. */
export const VENDOR_STRIP_CATEGORIES: readonly GameCategory[] = ['RNG', 'PVP', 'FISH', 'LIVE'];

/** SPEC 2.3: LOCAL first, then the categories in the server's order, each once; SPORTS splits into SPORTS, COCKFIGHT, ESPORTS. */
export function orderGameCategories(sorting: VendorSorting): GameCategory[] {
  const ordered: GameCategory[] = ['LOCAL'];
  const hasSports = sorting.some((entry) => entry.gameCategory === 'SPORTS');
  for (const { gameCategory } of sorting) {
    const category = hasSports && SPORTS_SPLIT.includes(gameCategory) ? 'SPORTS' : gameCategory;
    if (ordered.includes(category)) continue;
    if (category === 'SPORTS') ordered.push(...SPORTS_SPLIT);
    else ordered.push(category);
  }
  return ordered;
}

export function categoryLabelKey(category: GameCategory): string {
  return `common:category.${category}`;
}

const CATEGORY_VALUES: ReadonlySet<string> = new Set<GameCategory>([
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
]);

/** A category named in a query string, or undefined for lobby, empty or unknown values. */
export function categoryFromQuery(value: string | null): GameCategory | undefined {
  return value && CATEGORY_VALUES.has(value) ? (value as GameCategory) : undefined;
}
