import { lazy, Suspense, useEffect } from 'react';
import { useGamePlayerStore } from '../../lib/games/game-player-store';

const GamePlayer = lazy(() => import('./game-player'));

/** Where a screen that launches games keeps the player; its code loads with the first launch. */
export function GamePlayerSlot() {
  const playing = useGamePlayerStore((state) => state.playing !== null);
  // leaving the screen (the back button, a link) ends the game too, so it never reopens over the next screen
  useEffect(() => () => useGamePlayerStore.getState().close(), []);
  return playing ? (
    <Suspense fallback={null}>
      <GamePlayer />
    </Suspense>
  ) : null;
}
