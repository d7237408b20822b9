import { useEffect } from 'react';
import { useT } from '../shared/i18n/i18n';
import { announceTitleBar, leaveGame } from '../shared/lib/frame';

const LOBBY = '/m/gameCenter?gameType=LOCAL';

/** Why the game could not start, and the way back (which stands in for the frame's bar). */
export function BootFailure({ reason }: { reason: 'launch' | 'session' | 'game' | 'network' }) {
  const t = useT();
  useEffect(announceTitleBar, []);
  const text = {
    launch: t('boot.launchFailed'),
    session: t('boot.sessionEnded'),
    game: t('boot.unknownGame'),
    network: t('boot.network'),
  }[reason];
  return (
    <main className="notice-screen">
      <div className="notice-card" role="alert">
        <h1>{t('boot.title')}</h1>
        <p>{text}</p>
        <button type="button" className="button button--primary" onClick={() => leaveGame(LOBBY)}>
          {t('common.lobby')}
        </button>
      </div>
    </main>
  );
}

/** The wallet ended the game session (idle too long, or the player logged out): launch again from the lobby. */
export function SessionOver({ lobbyUrl }: { lobbyUrl: string }) {
  const t = useT();
  return (
    <div className="sheet-layer">
      <div className="sheet-backdrop" aria-hidden="true" />
      <div
        className="notice-card notice-card--floating"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="session-over-title"
      >
        <h2 id="session-over-title">{t('boot.title')}</h2>
        <p>{t('boot.sessionEnded')}</p>
        <button type="button" className="button button--primary" onClick={() => leaveGame(lobbyUrl)}>
          {t('common.lobby')}
        </button>
      </div>
    </div>
  );
}
