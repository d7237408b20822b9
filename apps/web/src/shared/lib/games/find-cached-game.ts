import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Game, GameList } from '@palaro/contract/game-catalogue';

type Cached = GameList | InfiniteData<GameList> | { list: Game[] } | { content: Game[] } | unknown;

function gamesIn(data: Cached): Game[] {
  if (!data || typeof data !== 'object') return [];
  if ('games' in data) return (data as GameList).games;
  if ('pages' in data) return (data as InfiniteData<GameList>).pages.flatMap((page) => page.games ?? []);
  if ('list' in data) return (data as { list: Game[] }).list;
  if ('content' in data) return (data as { content: Game[] }).content;
  return [];
}

/** A game some list on screen already holds (banners name games by nodeId only). */
export function findCachedGame(queryClient: QueryClient, nodeId: number): Game | undefined {
  for (const [, data] of queryClient.getQueriesData<Cached>({ queryKey: ['games'] })) {
    const game = gamesIn(data).find((candidate) => candidate?.nodeId === nodeId);
    if (game) return game;
  }
  return undefined;
}
