import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@palaro/contract/api-paths';
import { LIMITS } from '@palaro/contract/constants';
import { apiGet } from '../../lib/api-client';
import { currentLanguage } from '../../lib/i18n/i18n';
import { winnerBoardSchema } from '../schemas/game-schemas';

export function getWinnersQueryOptions() {
  return queryOptions({
    queryKey: ['games', 'winners', currentLanguage()],
    queryFn: ({ signal }) =>
      apiGet(
        API.winnerBoard,
        winnerBoardSchema,
        { gameCategory: 'ALL', limitNum: LIMITS.winnerBoardLimit, language: currentLanguage() },
        signal,
      ).then((value) => value.list),
  });
}

/** GET /wps/game/winners: the biggest recent wins, biggest first (SPEC 7.4, limit 20). */
export function useWinners() {
  return useQuery(getWinnersQueryOptions());
}
