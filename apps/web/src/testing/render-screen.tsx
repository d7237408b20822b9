import { Suspense, type ReactNode } from 'react';
import type { RouteMeta } from '../shared/config/route-meta';
import type { RouteName } from '../shared/config/paths';
import { RouteMetaContext } from '../shared/lib/route-meta-context';
import { ToastHost } from '../shared/ui/toast/toast-host';
import { LocationProbe, renderWithProviders } from './render-app';

type Options = Parameters<typeof renderWithProviders>[1] & { route: RouteName };

/** One screen without the shell (no header to load), with toasts and a probe showing where it navigated. */
export function renderScreen(ui: ReactNode, { route, ...options }: Options) {
  const meta: RouteMeta = {
    name: route,
    titleKey: `title.${route}`,
    header: false,
    footer: false,
    back: 'home',
    guard: 'open',
  };
  return renderWithProviders(
    <RouteMetaContext.Provider value={meta}>
      <Suspense fallback={null}>{ui}</Suspense>
      <LocationProbe />
      <ToastHost />
    </RouteMetaContext.Provider>,
    options,
  );
}
