import { useSyncExternalStore } from 'react';
import { operatorSessionSchema, type OperatorRole, type OperatorSession } from '@palaro/contract';

// The operator's session lives in sessionStorage: it ends with the tab, and a shared computer keeps no operator
// token after the browser closes (never localStorage). The store is the one place that reads and writes it.
const STORAGE_KEY = 'palaro.bo.session';

type State = {
  session: OperatorSession | null;
  /** Why the operator is on the sign-in screen (signed out, session ended), shown there once. */
  notice: string | null;
};

function readStored(): OperatorSession | null {
  try {
    const text = window.sessionStorage.getItem(STORAGE_KEY);
    if (!text) return null;
    const parsed = operatorSessionSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

let state: State = { session: readStored(), notice: null };
const listeners = new Set<() => void>();

function set(next: State): void {
  state = next;
  try {
    if (next.session) window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next.session));
    else window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // storage refused (private mode quota): the session still lives in this page
  }
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: (): State => state,
  token: (): string | undefined => state.session?.token,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signIn(session: OperatorSession): void {
    set({ session, notice: null });
  },
  /** The server knows the operator by another role now (GET /ops/me): the menu follows it. */
  updateRole(role: OperatorRole): void {
    if (state.session && state.session.role !== role) set({ ...state, session: { ...state.session, role } });
  },
  /** Ends the session in this tab; `notice` says why on the sign-in screen. */
  signOut(notice: string | null): void {
    if (!state.session && state.notice === notice) return;
    set({ session: null, notice });
  },
  /** Reads the stored session again (tests start each app from what they put in sessionStorage). */
  reload(): void {
    state = { session: readStored(), notice: null };
    for (const listener of listeners) listener();
  },
};

export function useSessionState(): State {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}

/** The signed-in operator; only screens behind the sign-in gate call it. */
export function useOperator(): OperatorSession {
  const { session } = useSessionState();
  if (!session) throw new Error('useOperator outside the signed-in shell');
  return session;
}
