import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@palaro/contract/api-paths';
import { gameRoundSchema, type GameRoundQuery } from '@palaro/contract/reports';
import { apiGet } from '../../../shared/lib/api-client';
import { useSession } from '../../../shared/lib/session/session-store';

export function getGameRoundQueryOptions(token: string | undefined, query: GameRoundQuery) {
  return queryOptions({
    queryKey: ['transactions', 'round', token, query],
    queryFn: ({ signal }) => apiGet(API.gameRound, gameRoundSchema, query, signal),
    enabled: Boolean(token) && query.provider !== '' && query.roundId !== '',
  });
}

/** GET /wps/game/round: one of the player's rounds, opened from the transaction report. */
export function useGameRound(query: GameRoundQuery) {
  return useQuery(getGameRoundQueryOptions(useSession()?.token, query));
}
