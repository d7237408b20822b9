import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { API } from '@palaro/contract/api-paths';
import type { GameCategory } from '@palaro/contract/games';
import { apiGet } from '../../lib/api-client';
import { currentLanguage } from '../../lib/i18n/i18n';
import { useSession } from '../../lib/session/session-store';
import { favouriteListSchema } from '../schemas/game-schemas';
import { FAVOURITES_KEY } from './favourites';

export function getFavouriteListOptions(
  gameType: GameCategory | undefined,
  pageSize: number,
  token: string | undefined,
) {
  return infiniteQueryOptions({
    queryKey: [...FAVOURITES_KEY, 'list', gameType ?? 'ALL', pageSize, token, currentLanguage()],
    queryFn: ({ pageParam, signal }) =>
      apiGet(
        API.favourites,
        favouriteListSchema,
        { gameType, pageNo: pageParam, pageSize, language: currentLanguage() },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    enabled: Boolean(token),
  });
}

/** GET /wps/game/favorites: the player's favourites, newest first, page by page (SPEC 7.4); idle for guests. */
export function useFavouriteList(gameType: GameCategory | undefined, pageSize: number) {
  return useInfiniteQuery(getFavouriteListOptions(gameType, pageSize, useSession()?.token));
}
