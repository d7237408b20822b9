import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { GameList, GameListFilter } from '@palaro/contract';
import type { Catalogue, CatalogueGame, Snapshot } from './catalogue';
import { filterGames, gamesOf, inOrder, paginate } from './game-list';
import type { PlayerGamesRepository } from './repository-player';
import type { CatalogueService } from './service-catalogue';

/** Bodies kept per catalogue revision; past this many distinct queries the cache starts over. */
const MAX_CACHED_BODIES = 20_000;
const HOT_BODY_TTL_MS = 60_000;
const RECENT_LIMIT = 60;

type Deps = { catalogue: Catalogue; catalogueService: CatalogueService; players: PlayerGamesRepository; now?: () => number };

type Cached = { body: string; expiresAt: number; gzip?: Buffer; br?: Buffer };

/** A finished answer: the JSON text, or the same compressed once for every later request that accepts it. */
export type FinishedBody = { payload: string | Buffer; encoding?: 'br' | 'gzip' };

function encoded(entry: Cached, acceptEncoding: string | undefined): FinishedBody {
  if (!acceptEncoding || entry.body.length < 1024) return { payload: entry.body };
  if (acceptEncoding.includes('br')) {
    entry.br ??= brotliCompressSync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
    return { payload: entry.br, encoding: 'br' };
  }
  if (acceptEncoding.includes('gzip')) {
    entry.gzip ??= gzipSync(entry.body, { level: 9 });
    return { payload: entry.gzip, encoding: 'gzip' };
  }
  return { payload: entry.body };
}

export const isPersonal = (filter: Pick<GameListFilter, 'gameClassify'>) => filter.gameClassify === 'FAV' || filter.gameClassify === 'RECENT';

/**
 * The game list, the hottest read of the lobby: the answer to each distinct query (its raw query string) is built
 * once per catalogue revision and kept as the finished JSON body. Favourites and recent games are per player and
 * built each time from the in-memory catalogue.
 */
export function createGameListService({ catalogue, catalogueService, players, now = Date.now }: Deps) {
  let bodies = new Map<string, Cached>();
  let revision: bigint | undefined;
  catalogue.onChange((next) => {
    if (next.revision !== revision) bodies = new Map();
    revision = next.revision;
  });

  const envelope = (value: GameList) => JSON.stringify({ success: true, value });

  function page(entries: CatalogueGame[], filter: GameListFilter): GameList {
    const { items, pageNum, totalPages, total } = paginate(filterGames(entries, filter), filter.pageNo, filter.pageSize);
    return { games: gamesOf(items), pageNum, totalPages, total };
  }

  async function ordered(snapshot: Snapshot, filter: GameListFilter, accountId?: bigint): Promise<CatalogueGame[]> {
    switch (filter.gameClassify) {
      case 'HOT':
        return (await catalogueService.hotGames(snapshot)).order;
      case 'FAV':
        return inOrder(snapshot.byNode, await players.favouriteIds(accountId ?? 0n));
      case 'RECENT':
        return inOrder(snapshot.byNode, await players.recentIds(accountId ?? 0n, RECENT_LIMIT));
      case 'NEW':
        return snapshot.games.filter((entry) => entry.game.gameClassifyNew === 1);
      case 'ALL':
        return snapshot.games;
    }
  }

  return {
    /** The finished body for a shared query seen before on this revision, without touching the database. */
    cached(queryKey: string, acceptEncoding: string | undefined): FinishedBody | undefined {
      const snapshot = catalogue.fresh();
      if (!snapshot || snapshot.revision !== revision) return undefined;
      const hit = bodies.get(queryKey);
      return hit && hit.expiresAt > now() ? encoded(hit, acceptEncoding) : undefined;
    },

    /** Builds (and keeps, for shared queries) the body of one query. */
    async body(queryKey: string, filter: GameListFilter, accountId?: bigint): Promise<string> {
      const snapshot = await catalogue.current();
      revision = snapshot.revision;
      const body = envelope(page(await ordered(snapshot, filter, accountId), filter));
      if (isPersonal(filter)) return body;
      if (bodies.size >= MAX_CACHED_BODIES) bodies = new Map();
      bodies.set(queryKey, { body, expiresAt: filter.gameClassify === 'HOT' ? now() + HOT_BODY_TTL_MS : Infinity });
      return body;
    },
  };
}

export type GameListService = ReturnType<typeof createGameListService>;
