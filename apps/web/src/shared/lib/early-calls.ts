/**
 * Calls index.html's inline first-screen script started before any module ran (build/first-screen-hints.ts): the
 * status call, and on home for a guest the top banners. Each answer is handed to the first request for the same
 * address and then forgotten; a failed early call resolves to nothing and the request goes out as usual.
 */
export const EARLY_CALLS_GLOBAL = '__palaroEarlyCalls';

type EarlyCalls = Record<string, Promise<Response | undefined> | undefined>;

export function takeEarlyCall(url: string): Promise<Response | undefined> | undefined {
  const calls = (window as unknown as Record<string, EarlyCalls | undefined>)[EARLY_CALLS_GLOBAL];
  const call = calls?.[url];
  if (call) delete calls[url];
  return call;
}
