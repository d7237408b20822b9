import { useCallback, useMemo } from 'react';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TOAST_MS } from '@palaro/contract/constants';
import type { FavouriteList, Game, GameList } from '@palaro/contract/game-catalogue';
import { changeFavourite, getFavouriteIdsQueryOptions, useFavouriteIds } from '../../api/games/favourites';
import { paths } from '../../config/paths';
import { useNavigate } from '../router';
import { useSessionStore } from '../session/session-store';
import { showToast } from '../../ui/toast/toast-store';

type Page = GameList | FavouriteList;

type Cached = InfiniteData<Page> | Page | undefined;

function pageWithout(page: Page, nodeId: number): Page {
  return 'games' in page ? { ...page, games: page.games.filter((game) => game.nodeId !== nodeId) } : { ...page, content: page.content.filter((game) => game.nodeId !== nodeId) };
}

function withoutGame(data: Cached, nodeId: number): Cached {
  if (!data) return data;
  if ('pages' in data) return { ...data, pages: data.pages.map((page) => pageWithout(page, nodeId)) };
  return pageWithout(data, nodeId);
}

const isFavouriteView = (key: readonly unknown[]) => JSON.stringify(key).includes('"FAV"') || (key[1] === 'favourites' && key[2] === 'list');

/** SPEC 4 "Favourites": the star's state, and toggling it (guests go to log in; "saved" for 1 s on add). */
export function useFavourites() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ids = useFavouriteIds().data;
  const favourites = useMemo(() => new Set(ids ?? []), [ids]);

  const toggle = useCallback(
    async (game: Pick<Game, 'nodeId' | 'vassalage'>): Promise<void> => {
      const token = useSessionStore.getState().session?.token;
      if (!token) {
        navigate(paths.login.getHref());
        return;
      }
      const idsKey = getFavouriteIdsQueryOptions(token).queryKey;
      const adding = !(queryClient.getQueryData(idsKey) ?? []).includes(String(game.nodeId));
      try {
        queryClient.setQueryData(idsKey, await changeFavourite(game.nodeId, game.vassalage, adding));
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
      queryClient.setQueriesData<Cached>({ queryKey: ['games'], predicate: (query) => isFavouriteView(query.queryKey) }, (data) => withoutGame(data, game.nodeId));
    },
    [navigate, queryClient, t],
  );

  return { favourites, toggle };
}
