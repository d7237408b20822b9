import { useCallback } from 'react';
import type { Game } from '@palaro/contract/game-catalogue';
import { useFavourites } from './use-favourites';
import { useLaunchGame } from './use-launch-game';

/** What every game tile needs: launch on tap, the star's state and its toggle. */
export function useGameActions() {
  const { favourites, toggle } = useFavourites();
  const launch = useLaunchGame();
  const isFavourite = useCallback((game: Pick<Game, 'nodeId'>) => favourites.has(String(game.nodeId)), [favourites]);
  const onLaunch = useCallback((game: Game) => void launch(game), [launch]);
  return { isFavourite, toggleFavourite: toggle, onLaunch, launch };
}
