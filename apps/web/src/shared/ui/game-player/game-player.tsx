import { useCallback, useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useGamePlayerStore, type PlayingGame } from '../../lib/games/game-player-store';
import { CloseIcon } from '../icons/nav-icons';
import { canGoFullscreen, enterFullscreen, leaveFullscreen } from './fullscreen';
import './game-player.css';

/** A game's own close button posts this to the page that framed it. */
export const GAME_CLOSE_MESSAGE = 'palaro:game:close';
/** A game that shows its own title bar, with its own way back, posts this: the player then shows no bar of its own. */
export const GAME_TITLE_BAR_MESSAGE = 'palaro:game:title-bar';

function Player({ game }: { game: PlayingGame }) {
  const { t } = useTranslation('games');
  const queryClient = useQueryClient();
  const frameRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const gameRef = useRef<HTMLIFrameElement>(null);
  // until the game says it has a title bar of its own, the player's bar is the way out
  const [gameHasBar, setGameHasBar] = useState(false);
  const [mode, setMode] = useState<'native' | 'faked'>(() => (canGoFullscreen() ? 'native' : 'faked'));

  const close = useCallback(() => useGamePlayerStore.getState().close(), []);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    document.body.classList.add('has-game');
    closeRef.current?.focus();
    if (frameRef.current && mode === 'native')
      void enterFullscreen(frameRef.current).then((entered) => !entered && setMode('faked'));
    return () => {
      leaveFullscreen();
      document.body.classList.remove('has-game');
      opener?.focus();
      // however the game ended, the balance on screen is read again
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
    };
    // full screen is asked for once, when the game opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown } | null;
      if (event.origin !== window.location.origin) return;
      if (data?.type === GAME_CLOSE_MESSAGE) close();
      if (
        data?.type === GAME_TITLE_BAR_MESSAGE &&
        event.source !== null &&
        event.source === gameRef.current?.contentWindow
      ) {
        if (document.activeElement === closeRef.current) gameRef.current.focus();
        setGameHasBar(true);
      }
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && !document.fullscreenElement && close();
    window.addEventListener('message', onMessage);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('message', onMessage);
      window.removeEventListener('keydown', onKey);
    };
  }, [close]);

  // a game that sends its frame back to our lobby address has ended: close instead of nesting the app
  const onFrameLoad = (event: SyntheticEvent<HTMLIFrameElement>) => {
    try {
      const path = event.currentTarget.contentWindow?.location.pathname ?? '';
      if (path === '/m' || path.startsWith('/m/')) close();
    } catch {
      // another origin: its address is not ours to read
    }
  };

  return (
    <div
      ref={frameRef}
      className={`game-player game-player--${mode}`}
      role="dialog"
      aria-modal="true"
      aria-label={game.gameName}
      data-fullscreen={mode}
    >
      {gameHasBar ? null : (
        <div className="game-player__bar">
          <button
            ref={closeRef}
            type="button"
            className="game-player__close"
            aria-label={t('closeGame')}
            onClick={close}
          >
            <CloseIcon />
          </button>
          <span className="game-player__name">{game.gameName}</span>
        </div>
      )}
      <iframe
        ref={gameRef}
        className="game-player__frame"
        title={game.gameName}
        src={game.url}
        allow="autoplay; fullscreen; clipboard-write"
        onLoad={onFrameLoad}
      />
    </div>
  );
}

/** The launched game, full screen over the screen it was launched from (SPEC 2.3, issue 5 "Launch"). */
export default function GamePlayer() {
  const playing = useGamePlayerStore((state) => state.playing);
  if (!playing) return null;
  return createPortal(<Player key={`${playing.nodeId}-${playing.url}`} game={playing} />, document.body);
}
