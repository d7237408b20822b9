import { lazy, Suspense } from 'react';
import { useGamePlayerStore } from '../../lib/games/game-player-store';

const GamePlayer = lazy(() => import('./game-player'));

/** Where a screen that launches games keeps the player; its code loads with the first launch. */
export function GamePlayerSlot() {
  const playing = useGamePlayerStore((state) => state.playing !== null);
  return playing ? (
    <Suspense fallback={null}>
      <GamePlayer />
    </Suspense>
  ) : null;
}
