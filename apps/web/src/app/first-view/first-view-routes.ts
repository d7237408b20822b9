import type { QueryClient } from '@tanstack/react-query';
import type { StatusResponse } from '@palaro/contract/system';
import { HOME_TOP_BANNER_GROUPS } from '../../features/home/api/home-banner-groups';
import { initialLobbyState, listFilter, lobbyPageType } from '../../features/games/lib/lobby-state';
import { getAnnouncementsQueryOptions } from '../../shared/api/announcements/get-announcements';
import { getBannersQueryOptions } from '../../shared/api/games/get-banners';
import { getGameListInfiniteOptions } from '../../shared/api/games/get-game-list';
import { getVendorGameTypesQueryOptions } from '../../shared/api/games/get-vendor-game-types';
import { getRegisterSettingsQueryOptions } from '../../shared/api/get-register-settings';
import { getVendorSortingQueryOptions } from '../../shared/api/get-vendor-sorting';
import { categoryFromQuery, VENDOR_STRIP_CATEGORIES } from '../../shared/lib/game-categories';
import type { LazyScreen } from '../router/lazy-screen';
import { resolveRoute } from '../router/resolve-route';
import type { RouteName } from '../../shared/config/paths';

/** A route whose first view the server draws for a guest: the calls that view shows, and its texts. */
export type FirstViewRoute = {
  name: RouteName;
  screen: LazyScreen;
  namespaces: string[];
  /** The view's modules as the client build's manifest names them: the server links their styles into the page. */
  modules: string[];
  prefetch: (queryClient: QueryClient, status: StatusResponse, search: URLSearchParams) => Promise<unknown>;
};

type FirstViewData = Omit<FirstViewRoute, 'name' | 'screen'>;

const merchantOf = (status: StatusResponse) => status.info.whitelabel.merchantCode;

// The public entry routes (docs/decisions/0025-server-drawn-first-view.md); every other route starts in the browser.
const FIRST_VIEWS: Partial<Record<RouteName, FirstViewData>> = {
  home: {
    namespaces: ['common', 'home'],
    modules: ['src/features/home/components/home-screen.tsx', 'src/features/home/components/home-top.tsx'],
    prefetch: (queryClient, status) =>
      Promise.all([
        queryClient.prefetchQuery(getBannersQueryOptions(HOME_TOP_BANNER_GROUPS, merchantOf(status))),
        queryClient.prefetchQuery(getVendorSortingQueryOptions(merchantOf(status))),
        // the notice bar's titles (a guest's segment: the drawn view is a guest's)
        queryClient.prefetchQuery(getAnnouncementsQueryOptions(undefined, merchantOf(status))),
      ]),
  },
  login: {
    namespaces: ['common', 'account'],
    modules: ['src/features/auth/components/login-screen.tsx'],
    prefetch: (queryClient) => queryClient.prefetchQuery(getRegisterSettingsQueryOptions()),
  },
  register: {
    namespaces: ['common', 'account'],
    modules: ['src/features/register/components/register-screen.tsx'],
    prefetch: (queryClient) => queryClient.prefetchQuery(getRegisterSettingsQueryOptions()),
  },
  gameCenter: {
    namespaces: ['common', 'games'],
    modules: ['src/features/games/components/game-center-screen.tsx'],
    // what the lobby shows on arrival: the categories, its banners and vendors, and the first page of its grid
    prefetch: (queryClient, status, search) => {
      const category = categoryFromQuery(search.get('gameType'));
      const state = initialLobbyState();
      const merchant = merchantOf(status);
      const calls: Promise<unknown>[] = [
        queryClient.prefetchQuery(getVendorSortingQueryOptions(merchant)),
        queryClient.prefetchInfiniteQuery(getGameListInfiniteOptions(listFilter(category, state), undefined)),
      ];
      if (lobbyPageType(category, state) === 'all' || category === 'LOCAL')
        calls.push(
          queryClient.prefetchQuery(getBannersQueryOptions([category === 'LOCAL' ? 'm_local' : 'm_home'], merchant)),
        );
      if (category && VENDOR_STRIP_CATEGORIES.includes(category))
        calls.push(queryClient.prefetchQuery(getVendorGameTypesQueryOptions(merchant)));
      return Promise.all(calls);
    },
  },
};

/** The server-drawn first view of a path, if it has one. */
export function firstViewOf(pathname: string): FirstViewRoute | undefined {
  const route = resolveRoute(pathname);
  const data = FIRST_VIEWS[route.name];
  return data && { ...data, name: route.name, screen: route.screen };
}
