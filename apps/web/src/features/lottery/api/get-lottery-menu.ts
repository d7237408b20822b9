import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@palaro/contract/api-paths';
import { lotteryMenuSchema, type LotteryMenu } from '@palaro/contract/lottery-draws';
import { apiGet } from '../../../shared/lib/api-client';

/** Asked again at most this long after the last answer, and at least this soon: the board stays near the draws. */
const LONGEST_WAIT_MS = 60_000;
const SHORTEST_WAIT_MS = 2_000;

/** When the board next changes: the soonest close of sales or draw of any game, a moment after it. */
export function nextChangeInMs(menu: LotteryMenu | undefined): number {
  const seconds = (menu?.groups ?? [])
    .flatMap((group) => group.games)
    .flatMap((game) => (game.current ? [game.current.secondsToClose, game.current.secondsToDraw] : []))
    .filter((value) => value > 0);
  if (seconds.length === 0) return LONGEST_WAIT_MS;
  return Math.min(LONGEST_WAIT_MS, Math.max(SHORTEST_WAIT_MS, Math.min(...seconds) * 1000 + 1000));
}

/** GET /lgw/games/mobile (SPEC 7.4 lottery menu): every game with its draw on sale and its last result; public. */
export const lotteryMenuQueryOptions = () =>
  queryOptions({
    queryKey: ['lottery-menu'],
    queryFn: ({ signal }) => apiGet(API.lotteryMenu, lotteryMenuSchema, undefined, signal),
    refetchInterval: (query) => nextChangeInMs(query.state.data),
  });

export const useLotteryMenu = () => useQuery(lotteryMenuQueryOptions());
