import type { QueryClient } from '@tanstack/react-query';
import { TIMING } from '@palaro/contract/constants';
import { rememberInstalledMode } from '../features/app-download/lib/banner-storage';
import { warmHomeData } from '../features/home/api/warm-home-data';
import { getSystemStatusQueryOptions } from '../shared/api/get-system-status';
import { isInstalledWebApp } from '../shared/lib/environment';
import { i18n, initI18n } from '../shared/lib/i18n/i18n';
import { applyTheme, storedTheme } from '../shared/lib/theme';
import { resolveRoute } from './router/resolve-route';

/**
 * Everything the first render needs: theme, timings for CSS, the texts and the current screen's code, in parallel;
 * the status call (and on home, its first screen's data) goes out at the same time instead of after that render.
 */
export async function prepareFirstRender(queryClient: QueryClient): Promise<void> {
  applyTheme(storedTheme());
  const root = document.documentElement.style;
  root.setProperty('--page-ms', `${TIMING.pageTransitionMs}ms`);
  root.setProperty('--popup-ms', `${TIMING.modalCloseMs}ms`);
  rememberInstalledMode(isInstalledWebApp());
  const route = resolveRoute(window.location.pathname);
  if (route.name === 'home') warmHomeData(queryClient);
  else void queryClient.prefetchQuery(getSystemStatusQueryOptions());
  // A failed download here is retried by the first render itself, so neither may block it.
  // home's own texts are needed by its first section: loaded here, they come with the common ones
  const texts = route.name === 'home' ? initI18n().then(() => i18n.loadNamespaces('home')) : initI18n();
  await Promise.allSettled([texts, route.screen.preload()]);
}
