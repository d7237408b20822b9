import type { ReactNode } from 'react';
import { useRouteMeta } from '../../../shared/lib/route-meta-context';
import { GamePlayerSlot } from '../../../shared/ui/game-player/game-player-slot';
import { TopBar } from '../../../shared/ui/top-bar';
import './lobby.css';

/** Every game screen: its own title bar (the page header is hidden on these routes, SPEC 2.2) and the game player. */
export function LobbyFrame({ children }: { children: ReactNode }) {
  const meta = useRouteMeta();
  return (
    <div className="lobby-screen">
      {!meta.header && <TopBar />}
      {children}
      <GamePlayerSlot />
    </div>
  );
}
