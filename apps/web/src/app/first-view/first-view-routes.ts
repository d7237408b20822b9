import type { QueryClient } from '@tanstack/react-query';
import type { StatusResponse } from '@palaro/contract/system';
import { getBannersQueryOptions } from '../../shared/api/games/get-banners';
import { getVendorSortingQueryOptions } from '../../shared/api/get-vendor-sorting';
import { HOME_TOP_BANNER_GROUPS } from '../../features/home/api/home-banner-groups';
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
  prefetch: (queryClient: QueryClient, status: StatusResponse) => Promise<unknown>;
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
      ]),
  },
};

/** The server-drawn first view of a path, if it has one. */
export function firstViewOf(pathname: string): FirstViewRoute | undefined {
  const route = resolveRoute(pathname);
  const data = FIRST_VIEWS[route.name];
  return data && { ...data, name: route.name, screen: route.screen };
}
