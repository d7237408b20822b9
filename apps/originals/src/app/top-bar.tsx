import { useEffect } from 'react';
import { useGame } from '../shared/game/game-context';
import { useT } from '../shared/i18n/i18n';
import { announceTitleBar, leaveGame } from '../shared/lib/frame';
import { HistoryIcon, HomeIcon, InfoIcon, ShieldIcon } from '../shared/ui/icons';

/**
 * The game's header: back to the lobby, the game's name, and its history, fairness and rules. In the lobby's frame it
 * is the only title bar: the frame is told to drop its own.
 */
export function TopBar() {
  const t = useT();
  const { state, openSheet } = useGame();
  useEffect(announceTitleBar, []);
  return (
    <header className="top-bar">
      <button
        type="button"
        className="icon-button"
        aria-label={t('common.lobby')}
        onClick={() => leaveGame(state.lobbyUrl)}
      >
        <HomeIcon />
      </button>
      <div className="top-bar__title">
        <h1>{state.game.gameName}</h1>
        <span>{state.mode === 'fun' ? t('common.funMode') : t('common.brand')}</span>
      </div>
      <nav className="top-bar__tools" aria-label={t('common.tools')}>
        <button
          type="button"
          className="icon-button"
          aria-label={t('history.title')}
          onClick={() => openSheet('history')}
        >
          <HistoryIcon />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={t('fairness.title')}
          onClick={() => openSheet('fairness')}
        >
          <ShieldIcon />
        </button>
        <button type="button" className="icon-button" aria-label={t('rules.title')} onClick={() => openSheet('rules')}>
          <InfoIcon />
        </button>
      </nav>
    </header>
  );
}
