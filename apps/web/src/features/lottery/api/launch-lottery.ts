import { queryOptions } from '@tanstack/react-query';
import { API } from '@palaro/contract/api-paths';
import { lotteryLaunchSchema, type LotteryLaunchQuery } from '@palaro/contract/lottery-launch';
import { apiGet } from '../../../shared/lib/api-client';

/**
 * GET /lgw/games/launch: the lotto app's frame address with a single-use token. Asked afresh each time the screen
 * opens and never cached: a token is good for one exchange within two minutes.
 */
export function launchLotteryQueryOptions(token: string | undefined, query: LotteryLaunchQuery) {
  return queryOptions({
    queryKey: ['lottery-launch', token, query],
    queryFn: ({ signal }) => apiGet(API.lotteryLaunch, lotteryLaunchSchema, query, signal),
    enabled: Boolean(token),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
