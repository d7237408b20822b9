import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createBrowserHistory, createMemoryHistory, type AppHistory, type AppLocation } from './history';

// A small router for an app whose routes are all fixed paths: the route table does the matching,
// so this only has to follow the URL. It costs a tenth of a general-purpose router on the first screen.

const HistoryContext = createContext<AppHistory | null>(null);
const LocationContext = createContext<AppLocation | null>(null);

export function RouterProvider({ history, children }: { history: AppHistory; children: ReactNode }) {
  const location = useSyncExternalStore(history.subscribe, history.location, history.location);
  return (
    <HistoryContext.Provider value={history}>
      <LocationContext.Provider value={location}>{children}</LocationContext.Provider>
    </HistoryContext.Provider>
  );
}

/** The app's router over the browser's address bar. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory());
  return <RouterProvider history={history}>{children}</RouterProvider>;
}

/** A router over an in-memory history, starting at `initialPath` (tests). */
export function MemoryRouter({ initialPath = '/', children }: { initialPath?: string; children: ReactNode }) {
  const [history] = useState(() => createMemoryHistory(initialPath));
  return <RouterProvider history={history}>{children}</RouterProvider>;
}

function useHistory(): AppHistory {
  const history = useContext(HistoryContext);
  if (!history) throw new Error('Router hooks need a router around them');
  return history;
}

export function useLocation(): AppLocation {
  const location = useContext(LocationContext);
  if (!location) throw new Error('Router hooks need a router around them');
  return location;
}

export type NavigateOptions = { replace?: boolean; state?: unknown };
export type NavigateFunction = (to: string | number, options?: NavigateOptions) => void;

/** navigate('/m/home'), navigate(path, { replace: true }), or navigate(-1) for one step back. */
export function useNavigate(): NavigateFunction {
  const history = useHistory();
  return useMemo<NavigateFunction>(
    () => (to, options = {}) => {
      if (typeof to === 'number') history.go(to);
      else if (options.replace) history.replace(to, options.state);
      else history.push(to, options.state);
    },
    [history],
  );
}

export function useSearchParams(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}

/** Navigates as soon as it renders (redirects from guards). */
export function Navigate({ to, replace = false, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace, state }), [navigate, to, replace, state]);
  return null;
}
