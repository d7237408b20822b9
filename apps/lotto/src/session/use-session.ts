import type { LotterySession } from '@palaro/contract/lottery-orders';
import { useEffect, useState } from 'react';
import { API, ApiFailure, callApi } from '../shared/lib/api';

export type SessionState =
  { status: 'loading' } | { status: 'ready'; session: LotterySession } | { status: 'failed'; errorCode: string };

// A launch token is single-use: the exchange is kept by token so a second mount (React's strict mode, a remount)
// reads the same answer instead of spending the token twice.
const exchanges = new Map<string, Promise<LotterySession>>();

function exchange(token: string): Promise<LotterySession> {
  let pending = exchanges.get(token);
  if (!pending) {
    pending = callApi<LotterySession>(API.lotterySession, { body: { launchToken: token } });
    exchanges.set(token, pending);
  }
  return pending;
}

/** The address without its launch token, so a reload or a shared link does not carry it (decision 0031). */
function dropToken() {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('token')) return;
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** The launch token exchanged for a lottery session (POST /lgw/session); no token is a dead one. */
export function useSession(token: string | null): SessionState {
  const [state, setState] = useState<SessionState>(
    token ? { status: 'loading' } : { status: 'failed', errorCode: 'lottery.session.invalid' },
  );
  useEffect(() => {
    if (!token) return;
    let live = true;
    exchange(token).then(
      (session) => {
        dropToken();
        if (live) setState({ status: 'ready', session });
      },
      (error: unknown) => {
        dropToken();
        const errorCode = error instanceof ApiFailure ? error.errorCode : 'network';
        if (live) setState({ status: 'failed', errorCode });
      },
    );
    return () => {
      live = false;
    };
  }, [token]);
  return state;
}
