import type { QueryClient } from '@tanstack/react-query';
import { getBannersQueryOptions } from '../../../shared/api/games/get-banners';
import { getSystemStatusQueryOptions } from '../../../shared/api/get-system-status';
import { HOME_TOP_BANNER_GROUPS } from './home-banner-groups';

/**
 * Starts the calls home's first screen waits for while the app's code is still being evaluated: the status call,
 * then (it names the merchant) the top banners, whose first image is the page's largest paint. Without this they
 * go out one after the other, after the first render.
 */
export function warmHomeData(queryClient: QueryClient): void {
  void queryClient
    .fetchQuery(getSystemStatusQueryOptions())
    .then((status) => {
      // behind the maintenance or region gate home is not shown, and its calls would only be refused
      if (status.maintenance || status.regionRestriction) return;
      return queryClient.prefetchQuery(
        getBannersQueryOptions(HOME_TOP_BANNER_GROUPS, status.info.whitelabel.merchantCode),
      );
    })
    // a failure here is the screen's to show: its own queries retry and report
    .catch(() => undefined);
}
