import { useCallback, useMemo } from 'react';
import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { TOAST_MS } from '@palaro/contract/constants';
import type { FavouriteList, Game, GameList } from '@palaro/contract/game-catalogue';
import { changeFavourite, getFavouriteIdsQueryOptions, useFavouriteIds } from '../../api/games/favourites';
import { useLocation, useNavigate } from '../router';
import { hereOf, loginHref } from '../session/login-intent';
import { useSessionStore } from '../session/session-store';
import { showToast } from '../../ui/toast/toast-store';

type Page = GameList | FavouriteList;

type Cached = InfiniteData<Page> | Page | undefined;

function pageWithout(page: Page, nodeId: number): Page {
  return 'games' in page
    ? { ...page, games: page.games.filter((game) => game.nodeId !== nodeId) }
    : { ...page, content: page.content.filter((game) => game.nodeId !== nodeId) };
}

function withoutGame(data: Cached, nodeId: number): Cached {
  if (!data) return data;
  if ('pages' in data) return { ...data, pages: data.pages.map((page) => pageWithout(page, nodeId)) };
  return pageWithout(data, nodeId);
}

const isFavouriteView = (key: readonly unknown[]) =>
  JSON.stringify(key).includes('"FAV"') || (key[1] === 'favourites' && key[2] === 'list');

/** Adds or removes one favourite for the logged-in player: the star, "saved" for 1 s on add, the favourites view. */
export async function changeFavouriteOf(
  queryClient: QueryClient,
  t: TFunction,
  game: Pick<Game, 'nodeId' | 'vassalage'>,
  adding: boolean,
  token: string,
): Promise<void> {
  const idsKey = getFavouriteIdsQueryOptions(token).queryKey;
  try {
    const ids = await changeFavourite(game.nodeId, game.vassalage, adding);
    // right after a log-in the ids are still loading: that older answer must not undo this change
    await queryClient.cancelQueries({ queryKey: idsKey });
    queryClient.setQueryData(idsKey, ids);
  } catch {
    // SPEC 8: a failed add or remove only hides the loading indicator
    return;
  }
  if (adding) {
    showToast(t('saved'), { tone: 'success', durationMs: TOAST_MS.saved });
    void queryClient.invalidateQueries({ queryKey: ['games'], predicate: (query) => isFavouriteView(query.queryKey) });
    return;
  }
  // the favourites view drops the tile at once
  queryClient.setQueriesData<Cached>(
    { queryKey: ['games'], predicate: (query) => isFavouriteView(query.queryKey) },
    (data) => withoutGame(data, game.nodeId),
  );
}

/** SPEC 4 "Favourites": the star's state, and toggling it (guests log in first and come back with the star set). */
export function useFavourites() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const ids = useFavouriteIds().data;
  const favourites = useMemo(() => new Set(ids ?? []), [ids]);
  const here = hereOf(location);

  const toggle = useCallback(
    async (game: Pick<Game, 'nodeId' | 'vassalage'>): Promise<void> => {
      const token = useSessionStore.getState().session?.token;
      if (!token) {
        navigate(
          loginHref({ redirect: here, action: { kind: 'favourite', nodeId: game.nodeId, vendor: game.vassalage } }),
        );
        return;
      }
      const adding = !(queryClient.getQueryData(getFavouriteIdsQueryOptions(token).queryKey) ?? []).includes(
        String(game.nodeId),
      );
      await changeFavouriteOf(queryClient, t, game, adding, token);
    },
    [navigate, queryClient, t, here],
  );

  return { favourites, toggle };
}
