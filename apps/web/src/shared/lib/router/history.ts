// The router's history: the browser's, or an in-memory one for tests. Entries carry their position (`index`)
// so "back" knows whether there is a page of ours to return to.
export type AppLocation = {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
  /** Position in this tab's history of the app; 0 is the page the visitor landed on. */
  index: number;
};

export type AppHistory = {
  location: () => AppLocation;
  push: (to: string, state?: unknown) => void;
  replace: (to: string, state?: unknown) => void;
  go: (delta: number) => void;
  subscribe: (listener: () => void) => () => void;
};

type EntryState = { idx: number; key: string; usr: unknown };

let keySeed = 0;
function nextKey(): string {
  keySeed += 1;
  return `${Date.now().toString(36)}-${keySeed}`;
}

function parse(to: string, base = 'http://app.invalid'): Pick<AppLocation, 'pathname' | 'search' | 'hash'> {
  const url = new URL(to, base);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export function createBrowserHistory(win: Window = window): AppHistory {
  const listeners = new Set<() => void>();
  const read = (): AppLocation => {
    const state = (win.history.state ?? {}) as Partial<EntryState>;
    const { pathname, search, hash } = win.location;
    return { pathname, search, hash, state: state.usr ?? null, key: state.key ?? 'default', index: state.idx ?? 0 };
  };
  if (typeof (win.history.state as Partial<EntryState> | null)?.idx !== 'number') {
    win.history.replaceState({ idx: 0, key: 'default', usr: null } satisfies EntryState, '');
  }
  let current = read();
  const notify = () => {
    current = read();
    for (const listener of listeners) listener();
  };
  win.addEventListener('popstate', notify);
  const write = (method: 'pushState' | 'replaceState', to: string, state: unknown, idx: number) => {
    const entry: EntryState = { idx, key: nextKey(), usr: state ?? null };
    win.history[method](entry, '', new URL(to, win.location.href).href);
    notify();
  };
  return {
    location: () => current,
    push: (to, state) => {
      write('pushState', to, state, current.index + 1);
      win.scrollTo?.(0, 0);
    },
    replace: (to, state) => write('replaceState', to, state, current.index),
    go: (delta) => win.history.go(delta),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function createMemoryHistory(initial: string = '/'): AppHistory {
  const listeners = new Set<() => void>();
  const entries: AppLocation[] = [{ ...parse(initial), state: null, key: 'default', index: 0 }];
  let position = 0;
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const entry = (to: string, state: unknown, index: number): AppLocation => ({ ...parse(to), state: state ?? null, key: nextKey(), index });
  return {
    location: () => entries[position] as AppLocation,
    push: (to, state) => {
      entries.splice(position + 1, entries.length, entry(to, state, position + 1));
      position += 1;
      notify();
    },
    replace: (to, state) => {
      entries[position] = entry(to, state, position);
      notify();
    },
    go: (delta) => {
      position = Math.min(Math.max(position + delta, 0), entries.length - 1);
      notify();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
