import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@palaro/contract/api-paths';
import { apiGet, request } from '../../lib/api-client';
import { useSession } from '../../lib/session/session-store';
import { favouriteIdsSchema } from '../schemas/game-schemas';

export const FAVOURITES_KEY = ['games', 'favourites'] as const;

export function getFavouriteIdsQueryOptions(token: string | undefined) {
  return queryOptions({
    queryKey: [...FAVOURITES_KEY, 'ids', token],
    queryFn: ({ signal }) => apiGet(API.favouriteIds, favouriteIdsSchema, undefined, signal),
    enabled: Boolean(token),
  });
}

/** GET /wps/game/favorites/ids: the player's favourite nodeIds (SPEC 3 "Lists"); idle for guests. */
export function useFavouriteIds() {
  return useQuery(getFavouriteIdsQueryOptions(useSession()?.token));
}

/** POST adds, DELETE removes (SPEC 7.4); both answer the favourite ids after the change. */
export function changeFavourite(nodeId: number, vendor: string, add: boolean): Promise<string[]> {
  const body = add ? { nodeId, vendor } : { nodeId };
  return request(API.favourites, { schema: favouriteIdsSchema, method: add ? 'POST' : 'DELETE', body });
}
