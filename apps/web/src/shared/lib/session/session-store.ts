import { create } from 'zustand';
import { STORAGE_KEYS } from '@palaro/contract/constants';
import { rememberPlayerForServer } from '../first-view-cookies';
import type { SessionInfo } from './session-schema';
import { clearStoredSession, readStoredSession, writeStoredSession } from './session-storage';

type SessionState = {
  session: SessionInfo | null;
  signIn: (session: SessionInfo) => void;
  /** Forgets the session locally; telling the server is the caller's business. */
  logout: () => void;
};

export const useSessionStore = create<SessionState>()((set) => ({
  session: readStoredSession(),
  signIn: (session) => {
    writeStoredSession(session);
    rememberPlayerForServer(true);
    set({ session });
  },
  logout: () => {
    clearStoredSession();
    rememberPlayerForServer(false);
    set({ session: null });
  },
}));

export const useSession = (): SessionInfo | null => useSessionStore((state) => state.session);

export function getSessionToken(): string | undefined {
  return useSessionStore.getState().session?.token;
}

// Another tab logging in or out changes MC_SESSION_INFO; keep this tab in step. The server hears of a session that
// began before it asked (docs/decisions/0025-server-drawn-first-view.md).
if (typeof window !== 'undefined') {
  rememberPlayerForServer(useSessionStore.getState().session !== null);
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.sessionInfo || event.key === null) {
      useSessionStore.setState({ session: readStoredSession() });
    }
  });
}
