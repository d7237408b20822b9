import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Router, useLocation as useWouterLocation, useSearch } from 'wouter';
import {
  FIRST_ENTRY,
  HistoryControlsContext,
  nextEntry,
  readEntry,
  useHistoryControls,
  type HistoryControls,
} from './entry-state';
import { createMemoryLocation } from './memory-location';

// wouter follows the URL; the route table does the matching. This adapter keeps the app's call sites small.

const browserControls: HistoryControls = {
  current: () => readEntry(window.history.state),
  go: (delta) => window.history.go(delta),
};

/** The app's router over the browser's address bar. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  useState(() => {
    if (browserControls.current() === FIRST_ENTRY) window.history.replaceState(FIRST_ENTRY, '');
    return true;
  });
  return (
    <Router>
      <HistoryControlsContext.Provider value={browserControls}>{children}</HistoryControlsContext.Provider>
    </Router>
  );
}

const serverControls: HistoryControls = { current: () => FIRST_ENTRY, go: () => undefined };

/** The router of a server render: the requested address, as the landing page of a fresh tab. */
export function ServerRouter({ path, search, children }: { path: string; search: string; children: ReactNode }) {
  return (
    <Router ssrPath={path} ssrSearch={search}>
      <HistoryControlsContext.Provider value={serverControls}>{children}</HistoryControlsContext.Provider>
    </Router>
  );
}

/** A router over an in-memory location, starting at `initialPath` (tests). */
export function MemoryRouter({ initialPath = '/', children }: { initialPath?: string; children: ReactNode }) {
  const [memory] = useState(() => createMemoryLocation(initialPath));
  return (
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      <HistoryControlsContext.Provider value={memory.controls}>{children}</HistoryControlsContext.Provider>
    </Router>
  );
}

export type AppLocation = {
  pathname: string;
  /** With its leading "?", or empty. */
  search: string;
  state: unknown;
  key: string;
  /** Position in this tab's history of the app; 0 is the page the visitor landed on. */
  index: number;
};

export function useLocation(): AppLocation {
  const [pathname] = useWouterLocation();
  const search = useSearch();
  const entry = useHistoryControls().current();
  return useMemo(
    () => ({ pathname, search: search ? `?${search}` : '', state: entry.usr, key: entry.key, index: entry.idx }),
    [pathname, search, entry.usr, entry.key, entry.idx],
  );
}

export type NavigateOptions = { replace?: boolean; state?: unknown };
export type NavigateFunction = (to: string | number, options?: NavigateOptions) => void;

/** navigate('/m/home'), navigate(path, { replace: true }), or navigate(-1) for one step back. */
export function useNavigate(): NavigateFunction {
  const [, navigate] = useWouterLocation();
  const controls = useHistoryControls();
  return useMemo<NavigateFunction>(
    () =>
      (to, { replace = false, state } = {}) => {
        if (typeof to === 'number') return controls.go(to);
        navigate(to, { replace, state: nextEntry(controls.current(), replace, state) });
        if (!replace) window.scrollTo?.(0, 0);
      },
    [navigate, controls],
  );
}

export function useSearchParams(): URLSearchParams {
  const search = useSearch();
  return useMemo(() => new URLSearchParams(search), [search]);
}

/** Navigates as soon as it renders (redirects from guards). */
export function Navigate({ to, replace = false, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace, state }), [navigate, to, replace, state]);
  return null;
}
