import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@palaro/contract/api-paths';
import { LIMITS } from '@palaro/contract/constants';
import { apiGet } from '../../../shared/lib/api-client';
import { currentLanguage } from '../../../shared/lib/i18n/i18n';
import { gameRowSchema } from '../../../shared/api/schemas/game-schemas';

export function getHotGamesQueryOptions() {
  return queryOptions({
    queryKey: ['games', 'hot', currentLanguage()],
    queryFn: ({ signal }) =>
      apiGet(
        API.hotGames,
        gameRowSchema,
        { isPlatform: 2, platform: 'html5', pageSize: LIMITS.homeRowGames, language: currentLanguage() },
        signal,
      ).then((value) => value.list),
  });
}

/** GET /wps/game/hot: the most played games, for home's HOT row (30 games, SPEC 9). */
export function useHotGames() {
  return useQuery(getHotGamesQueryOptions());
}
