import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { API } from '@palaro/contract/api-paths';
import { LIMITS, PLATFORM } from '@palaro/contract/constants';
import type { GameClassify, GameList } from '@palaro/contract/game-catalogue';
import type { GameCategory } from '@palaro/contract/games';
import { apiGet } from '../../lib/api-client';
import { currentLanguage } from '../../lib/i18n/i18n';
import { useSession } from '../../lib/session/session-store';
import { gameListSchema } from '../schemas/game-schemas';

/** The lobby's filters (SPEC 7.4 "Game list"); undefined means no filter. */
export type GameListFilter = {
  gameType?: GameCategory;
  vassalage?: string;
  gameName?: string;
  classify?: GameClassify;
  isNew?: boolean;
  pageSize?: number;
};

export function getGameList(filter: GameListFilter, pageNo: number, signal?: AbortSignal): Promise<GameList> {
  const query = {
    platform: 'html5',
    clientType: PLATFORM.gameListClientType,
    gameType: filter.gameType,
    vassalage: filter.vassalage,
    gameName: filter.gameName,
    gameClassify: filter.classify && filter.classify !== 'ALL' ? filter.classify : undefined,
    isNew: filter.isNew ? 1 : undefined,
    pageNo,
    pageSize: filter.pageSize ?? LIMITS.gamePageSize,
    language: currentLanguage(),
  };
  return apiGet(API.gameList, gameListSchema, query, signal);
}

/** FAV and RECENT are the player's own: they are kept apart per session. */
function personalKey(filter: GameListFilter, token: string | undefined): string | undefined {
  return filter.classify === 'FAV' || filter.classify === 'RECENT' ? token : undefined;
}

export function getGameListInfiniteOptions(filter: GameListFilter, token: string | undefined) {
  return infiniteQueryOptions({
    queryKey: ['games', 'list', filter, personalKey(filter, token), currentLanguage()],
    queryFn: ({ pageParam, signal }) => getGameList(filter, pageParam, signal),
    initialPageParam: 1,
    // SPEC 4: load more stops once the current page reaches totalPages
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
  });
}

/** The lobby's pages: filters in the key, so any change starts again from page 1 (SPEC 4 "Game list"). */
export function useGameListPages(filter: GameListFilter, enabled = true) {
  const token = useSession()?.token;
  return useInfiniteQuery({ ...getGameListInfiniteOptions(filter, token), enabled });
}

/** Page 1 only: the home rows (30 games each, SPEC 9). */
export function useGameRow(filter: GameListFilter, enabled = true) {
  const token = useSession()?.token;
  return useQuery(
    queryOptions({
      queryKey: ['games', 'row', filter, personalKey(filter, token), currentLanguage()],
      queryFn: ({ signal }) => getGameList(filter, 1, signal),
      enabled,
    }),
  );
}
