import { useEffect, useState } from 'react';
import type { OriginalsState } from '@palaro/contract/originals';
import { ApiFailure } from '../shared/api/http';
import type { OriginalsApi } from '../shared/api/originals-api';
import { forgetSession, storedSession, storeSession } from '../shared/game/session-store';

type Started = { token: string; state: OriginalsState };
type FailReason = 'launch' | 'session' | 'game' | 'network';

export type Boot = { status: 'loading' } | ({ status: 'ready' } & Started) | { status: 'failed'; reason: FailReason };

function reasonOf(error: unknown, hadLaunchToken: boolean): FailReason {
  if (!(error instanceof ApiFailure)) return 'network';
  if (error.errorCode === 'originals.game.unknown') return 'game';
  if (error.errorCode === 'network' || error.status >= 500) return 'network';
  return hadLaunchToken ? 'launch' : 'session';
}

async function start(api: OriginalsApi, gameCode: string, launchToken: string | null): Promise<Started> {
  if (launchToken) {
    try {
      const opened = await api.openSession(launchToken);
      storeSession(gameCode, opened.sessionToken, opened.expiresAt);
      return { token: opened.sessionToken, state: opened };
    } catch (error) {
      // a used token after a reload: the tab's own session may still be good
      const kept = storedSession(gameCode);
      if (!kept) throw error;
      return { token: kept, state: await api.state(kept) };
    }
  }
  const kept = storedSession(gameCode);
  if (!kept) throw new ApiFailure(400, 'wallet.token.invalid', 'No launch token');
  return { token: kept, state: await api.state(kept) };
}

// one start per page and game, however often the effect runs
type Starting = { promise: Promise<Started>; hadLaunchToken: boolean };
const starts = new WeakMap<OriginalsApi, Map<string, Starting>>();

function startOnce(api: OriginalsApi, gameCode: string): Starting {
  const url = new URL(window.location.href);
  const launchToken = url.searchParams.get('token');
  let perApi = starts.get(api);
  if (!perApi) {
    perApi = new Map();
    starts.set(api, perApi);
  }
  let starting = perApi.get(gameCode);
  if (!starting) {
    if (launchToken) {
      // the token works once: it leaves the address (and the history) before it is used
      url.searchParams.delete('token');
      window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    }
    starting = { promise: start(api, gameCode, launchToken), hadLaunchToken: launchToken !== null };
    perApi.set(gameCode, starting);
  }
  return starting;
}

/**
 * Starts the game: the launch token in the address becomes a game session, or a session kept by this tab carries on
 * after a reload.
 */
export function useGameBoot(api: OriginalsApi, gameCode: string): Boot {
  const [boot, setBoot] = useState<Boot>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    const { promise, hadLaunchToken } = startOnce(api, gameCode);
    promise.then(
      (started) => live && setBoot({ status: 'ready', ...started }),
      (error: unknown) => {
        if (error instanceof ApiFailure && error.status === 401) forgetSession(gameCode);
        if (live) setBoot({ status: 'failed', reason: reasonOf(error, hadLaunchToken) });
      },
    );
    return () => {
      live = false;
    };
  }, [api, gameCode]);

  return boot;
}
