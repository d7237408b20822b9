/**
 * Calls index.html's inline first-screen script started before any module ran (build/first-screen-hints.ts): the
 * status call, and on home for a guest the top banners. Each answer is handed to the first request for the same
 * address and then forgotten; a failed early call resolves to nothing and the request goes out as usual.
 */
export const EARLY_CALLS_GLOBAL = '__palaroEarlyCalls';

/**
 * A promise the same script settles when the app's code may start downloading: at once, except on home for a guest,
 * where it waits for the first banner to paint (the page's largest paint), at most APP_GO_CAP_MS.
 */
export const APP_GO_GLOBAL = '__palaroAppGo';
export const APP_GO_CAP_MS = 1200;

/** The inline script's go-ahead; without one (the script did not run) the app may start at once. */
export function appMayStart(): Promise<void> {
  const go = (window as unknown as Record<string, Promise<void> | undefined>)[APP_GO_GLOBAL];
  return go ?? Promise.resolve();
}

type EarlyCalls = Record<string, Promise<Response | undefined> | undefined>;

export function takeEarlyCall(url: string): Promise<Response | undefined> | undefined {
  if (typeof window === 'undefined') return undefined;
  const calls = (window as unknown as Record<string, EarlyCalls | undefined>)[EARLY_CALLS_GLOBAL];
  const call = calls?.[url];
  if (call) delete calls[url];
  return call;
}
