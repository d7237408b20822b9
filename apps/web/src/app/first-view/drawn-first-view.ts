import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { StatusResponse } from '@palaro/contract/system';
import { getSystemStatusQueryOptions } from '../../shared/api/get-system-status';
import { setHydratingDrawnView } from '../../shared/lib/drawn-render';
import { adoptOnlineSeed } from '../../shared/lib/games/online-seed';
import { storedLanguage } from '../../shared/lib/i18n/languages';
import { setMerchantCode } from '../../shared/lib/request-context';
import { useSessionStore } from '../../shared/lib/session/session-store';

/**
 * Takes the first view the server drew into `container` (apps/server/src/web-app/first-view.ts) when the app can
 * hydrate it: the queries it was drawn from go into the cache, and true is returned. A view drawn for a guest in
 * another language than this browser's, or under a player's session, is not the page this browser shows: false, and
 * the first render replaces it.
 */
export function adoptDrawnFirstView(container: HTMLElement, queryClient: QueryClient): boolean {
  const { firstView, language, seed } = container.dataset;
  const stateScript = document.getElementById('first-view-state');
  const state = stateScript?.textContent;
  stateScript?.remove();
  if (!firstView || !state) return false;
  if (language !== storedLanguage() || useSessionStore.getState().session !== null) return false;
  hydrate(queryClient, JSON.parse(state) as DehydratedState);
  // what the status call would have noted on its way in: every later call names the merchant it answered for
  const status = queryClient.getQueryData<StatusResponse>(getSystemStatusQueryOptions().queryKey);
  setMerchantCode(status?.info.whitelabel.merchantCode);
  adoptOnlineSeed(Number(seed));
  setHydratingDrawnView(true);
  return true;
}
