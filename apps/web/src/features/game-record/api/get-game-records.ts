import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { API } from '@palaro/contract/api-paths';
import type { GameCategory } from '@palaro/contract/games';
import { gameRecordPageSchema } from '@palaro/contract/reports';
import { apiGet } from '../../../shared/lib/api-client';
import { useSession } from '../../../shared/lib/session/session-store';

export const GAME_RECORD_PAGE_SIZE = 20;

/** `dates` null: the range on screen is invalid, so nothing is asked. */
export type GameRecordFilter = {
  category: GameCategory | undefined;
  dates: { from: string; to: string } | null;
};

export function getGameRecordsQueryOptions(token: string | undefined, filter: GameRecordFilter) {
  const query = { category: filter.category, from: filter.dates?.from, to: filter.dates?.to };
  return infiniteQueryOptions({
    queryKey: ['game-record', token, query],
    queryFn: ({ pageParam, signal }) =>
      apiGet(
        API.gameRecords,
        gameRecordPageSchema,
        { ...query, pageNo: pageParam, pageSize: GAME_RECORD_PAGE_SIZE },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    enabled: Boolean(token) && filter.dates !== null,
    // another filter keeps the rows on screen (marked busy) until its own answer arrives
    placeholderData: keepPreviousData,
    // a round just played shows when the player comes back to the record
    staleTime: 0,
  });
}

/** GET /wps/game/records: the player's rounds of every game, newest first, a page at a time, with the period's totals. */
export function useGameRecords(filter: GameRecordFilter) {
  return useInfiniteQuery(getGameRecordsQueryOptions(useSession()?.token, filter));
}
