import { TIMING } from '@palaro/contract/constants';
import { rememberInstalledMode } from '../features/app-download/lib/banner-storage';
import { isInstalledWebApp } from '../shared/lib/environment';
import { initI18n } from '../shared/lib/i18n/i18n';
import { applyTheme, storedTheme } from '../shared/lib/theme';
import { resolveRoute } from './router/resolve-route';

/** Everything the first render needs: theme, timings for CSS, the texts and the current screen's code, in parallel. */
export async function prepareFirstRender(): Promise<void> {
  applyTheme(storedTheme());
  const root = document.documentElement.style;
  root.setProperty('--page-ms', `${TIMING.pageTransitionMs}ms`);
  root.setProperty('--popup-ms', `${TIMING.modalCloseMs}ms`);
  rememberInstalledMode(isInstalledWebApp());
  // A failed download here is retried by the first render itself, so neither may block it.
  await Promise.allSettled([initI18n(), resolveRoute(window.location.pathname).screen.preload()]);
}
