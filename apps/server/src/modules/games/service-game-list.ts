import type { GameList, GameListFilter } from '@palaro/contract';
import type { Catalogue, CatalogueGame, Snapshot } from './catalogue';
import { finishedBody, type FinishedBody, type ListBody } from './finished-body';
import { filterGames, gamesOf, inOrder, paginate } from './game-list';
import type { PlayerGamesRepository } from './repository-player';
import type { CatalogueService, HotGames } from './service-catalogue';

/** Distinct filters kept per catalogue revision; past this many the cache starts over. */
const MAX_CACHED_FILTERS = 2_000;
/** Spellings of a query (raw query strings) remembered per revision; past this many the map starts over. */
const MAX_CACHED_QUERIES = 20_000;
/** Longer raw query strings are not remembered as such (their filter still is), so junk cannot fill memory. */
const MAX_QUERY_KEY_LENGTH = 512;
const RECENT_LIMIT = 60;

type Deps = { catalogue: Catalogue; catalogueService: CatalogueService; players: PlayerGamesRepository };

/** One shared answer: its body, and for HOT the hot order it was built from (it lasts as long as that order). */
type Entry = ListBody & { hot?: HotGames };

export type { FinishedBody };

export const isPersonal = (filter: Pick<GameListFilter, 'gameClassify'>) =>
  filter.gameClassify === 'FAV' || filter.gameClassify === 'RECENT';

/** What makes two queries the same answer: every filter of SPEC 7.4 after parsing, nothing the server ignores. */
const filterKey = (filter: GameListFilter) =>
  JSON.stringify([
    filter.gameClassify,
    filter.gameType ?? '',
    filter.vassalage ?? '',
    filter.gameName ?? '',
    filter.isNew,
    filter.minBet ?? '',
    filter.minLine ?? '',
    filter.pageNo,
    filter.pageSize,
  ]);

/**
 * The game list, the hottest read of the lobby. Shared answers (every classify but FAV and RECENT) are built once
 * per catalogue revision and kept as finished JSON text, found again by the raw query string without parsing it;
 * HOT answers also end with the hot order they were built from. Favourites and recent games are per player: they
 * are built for each call from the in-memory catalogue and never kept.
 */
export function createGameListService({ catalogue, catalogueService, players }: Deps) {
  let byFilter = new Map<string, Entry>();
  let byQuery = new Map<string, Entry>();
  let revision: bigint | undefined;
  catalogue.onChange((next) => {
    if (next.revision !== revision) {
      byFilter = new Map();
      byQuery = new Map();
    }
    revision = next.revision;
  });

  const envelope = (value: GameList) => JSON.stringify({ success: true, value });

  function page(entries: CatalogueGame[], filter: GameListFilter): string {
    const { items, pageNum, totalPages, total } = paginate(
      filterGames(entries, filter),
      filter.pageNo,
      filter.pageSize,
    );
    return envelope({ games: gamesOf(items), pageNum, totalPages, total });
  }

  /** Still the answer: HOT answers only while the hot order they were built from is in force. */
  const current = (entry: Entry, snapshot: Snapshot) =>
    !entry.hot || entry.hot === catalogueService.currentHot(snapshot);

  async function shared(snapshot: Snapshot, filter: GameListFilter): Promise<Entry> {
    const key = filterKey(filter);
    const known = byFilter.get(key);
    if (known && current(known, snapshot)) return known;
    if (filter.gameClassify === 'HOT') {
      const hot = await catalogueService.hotGames(snapshot);
      // counted again with the same outcome: the finished body (and its compressed forms) still holds
      if (known?.hot?.signature === hot.signature) return Object.assign(known, { hot });
      return remember(snapshot, key, { body: page(hot.order, filter), hot });
    }
    const games =
      filter.gameClassify === 'NEW'
        ? snapshot.games.filter((entry) => entry.game.gameClassifyNew === 1)
        : snapshot.games;
    return remember(snapshot, key, { body: page(games, filter) });
  }

  function remember(snapshot: Snapshot, key: string, entry: Entry): Entry {
    // built on a snapshot that has since been replaced: answer it once, keep nothing
    if (snapshot.revision !== revision) return entry;
    if (byFilter.size >= MAX_CACHED_FILTERS) {
      byFilter = new Map();
      byQuery = new Map();
    }
    byFilter.set(key, entry);
    return entry;
  }

  async function personal(snapshot: Snapshot, filter: GameListFilter, accountId: bigint): Promise<string> {
    const ids =
      filter.gameClassify === 'FAV'
        ? await players.favouriteIds(accountId)
        : await players.recentIds(accountId, RECENT_LIMIT);
    return page(inOrder(snapshot.byNode, ids), filter);
  }

  return {
    /** The finished answer to a shared query string seen before, without parsing it or touching the database. */
    cached(queryKey: string, acceptEncoding: string | undefined): FinishedBody | undefined {
      const snapshot = catalogue.peek();
      if (!snapshot || snapshot.revision !== revision) return undefined;
      const entry = byQuery.get(queryKey);
      return entry && current(entry, snapshot) ? finishedBody(entry, acceptEncoding) : undefined;
    },

    /**
     * The answer to a parsed query: shared ones are kept for the next caller with any spelling of the same filter;
     * personal ones (FAV, RECENT) need `accountId` and are built for this call only.
     */
    async answer(
      queryKey: string,
      filter: GameListFilter,
      acceptEncoding: string | undefined,
      accountId?: bigint,
    ): Promise<FinishedBody> {
      const snapshot = await catalogue.current();
      if (isPersonal(filter)) {
        if (accountId === undefined) throw new Error('a personal game list needs the player');
        return finishedBody({ body: await personal(snapshot, filter, accountId), once: true }, acceptEncoding);
      }
      const entry = await shared(snapshot, filter);
      if (
        snapshot.revision === revision &&
        byFilter.get(filterKey(filter)) === entry &&
        queryKey.length <= MAX_QUERY_KEY_LENGTH
      ) {
        if (byQuery.size >= MAX_CACHED_QUERIES) byQuery = new Map();
        byQuery.set(queryKey, entry);
      }
      return finishedBody(entry, acceptEncoding);
    },
  };
}

export type GameListService = ReturnType<typeof createGameListService>;
