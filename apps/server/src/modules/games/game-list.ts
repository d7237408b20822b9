import { LOTTERY, type GameCategory, type GameListFilter, type Game } from '@palaro/contract';
import { searchKey, type CatalogueGame } from './catalogue';

export type Page<T> = { items: T[]; pageNum: number; totalPages: number; total: number };

export function paginate<T>(items: readonly T[], pageNo: number, pageSize: number): Page<T> {
  const totalPages = Math.ceil(items.length / pageSize);
  const start = (pageNo - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), pageNum: pageNo, totalPages, total: items.length };
}

/** Lottery entries open through the lottery routes (SPEC 4); the vendor codes that do so, as the contract lists them. */
export const LOTTERY_VENDORS: ReadonlySet<string> = new Set(LOTTERY.vendors);

export type ListFilter = Pick<GameListFilter, 'gameName' | 'gameType' | 'vassalage' | 'isNew' | 'minBet' | 'minLine'>;

/** The filters of SPEC 7.4 over games already in the wanted order. */
export function filterGames(games: readonly CatalogueGame[], filter: ListFilter): CatalogueGame[] {
  const name = filter.gameName ? searchKey(filter.gameName) : undefined;
  const minBet = filter.minBet === undefined ? undefined : BigInt(filter.minBet);
  return games.filter(({ game, searchName }) => {
    if (filter.gameType && game.gameType !== filter.gameType) return false;
    if (filter.vassalage && game.vassalage !== filter.vassalage) return false;
    if (name && !searchName.includes(name)) return false;
    if (filter.isNew && game.gameClassifyNew !== 1) return false;
    if (minBet !== undefined && BigInt(game.minBet) > minBet) return false;
    if (filter.minLine !== undefined && game.lines < filter.minLine) return false;
    return true;
  });
}

/** Games in the order of `nodeIds`, skipping ids no longer in the catalogue. */
export function inOrder(byNode: Map<number, CatalogueGame>, nodeIds: readonly number[]): CatalogueGame[] {
  return nodeIds.map((id) => byNode.get(id)).filter((entry) => entry !== undefined);
}

/** Most played first; ties (and unplayed games) keep the catalogue's order. Vendor entry tiles are not games. */
export function hotOrder(games: readonly CatalogueGame[], counts: Map<number, number>): CatalogueGame[] {
  return games
    .filter(({ game }) => game.isGameH5 === 'H5')
    .map((entry, index) => ({ entry, index, rounds: counts.get(entry.game.nodeId) ?? 0 }))
    .sort((a, b) => b.rounds - a.rounds || a.index - b.index)
    .map(({ entry }) => entry);
}

export const gamesOf = (entries: readonly CatalogueGame[]): Game[] => entries.map((entry) => entry.game);

export const byCategory = (category: GameCategory | undefined) => (entry: CatalogueGame) =>
  !category || entry.game.gameType === category;
