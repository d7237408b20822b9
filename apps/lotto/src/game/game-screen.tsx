import { useEffect } from 'react';
import { useT } from '../shared/i18n/i18n';
import type { Launch } from '../shared/lib/launch';
import { TopBar } from '../shared/ui/top-bar';
import { gameTitle } from './game-title';

/**
 * The lottery frame's page of one game. Until the draws API is there it shows that the game is loading: the bet
 * slip, the results and the player's orders are screens of their own, added to the route table as they are built.
 */
export function GameScreen({ launch }: { launch: Launch }) {
  const t = useT();
  const title = gameTitle(launch.gameId, t);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <div className="page">
      <TopBar title={title} />
      <main className="page__main page__main--centre">
        <div className="loading" role="status">
          <span className="loading__spinner" aria-hidden="true" />
          <p>{t('game.loading')}</p>
        </div>
      </main>
    </div>
  );
}
