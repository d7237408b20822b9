import { lazy, startTransition, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { useLocation } from '../../shared/lib/router';
import { Disclaimer } from '../../features/disclaimer/components/disclaimer';
import { drawingFirstView } from '../../shared/lib/drawn-render';
import { RouteMetaContext } from '../../shared/lib/route-meta-context';
import { Spinner } from '../../shared/ui/spinner';
import { ToastHost } from '../../shared/ui/toast/toast-host';
import { leaveScreen } from '../../shared/ui/toast/toast-store';
import { GuardedScreen } from '../router/guarded-screen';
import { resolveRoute } from '../router/resolve-route';
import { AppDownloadPopupHost } from './app-download-popup-host';
import { BottomMenu } from './bottom-menu';
import { DrawerHost } from './drawer/drawer-host';
import { useDrawerStore } from './drawer/drawer-store';
import { HomeHeader } from './header/home-header';
import { PageHeader } from './header/page-header';
import { PageTransition } from './page-transition';
import { useDocumentTitle } from './use-document-title';
import { useSessionExpiredToast } from './use-session-expired-toast';
import { useSwipeBack } from './use-swipe-back';
import './app-shell.css';

// It joins after the first commit (below), so its code need not be in the first screen's.
// Home's popup joins after the first commit as well; its call and checks are not the first screen's.
const AnnouncementPopupHost = lazy(() =>
  import('./announcement-popup-host').then(({ AnnouncementPopupHost: host }) => ({ default: host })),
);
const DownloadBanner = lazy(() =>
  import('../../features/app-download/components/download-banner').then(({ DownloadBanner: banner }) => ({
    default: banner,
  })),
);

/** The page frame every route shares; what it shows comes from the route table, never from ad-hoc checks. */
export function AppShell() {
  const { pathname, search, key } = useLocation();
  const route = resolveRoute(pathname);
  const isHome = route.name === 'home';
  const swipe = useSwipeBack(route.back, !isHome);
  useDocumentTitle(route.titleKey);
  useSessionExpiredToast();

  // Whatever opened a new page, the drawer does not stay over it.
  useEffect(() => useDrawerStore.getState().closeDrawer(), [pathname]);
  // Nor do the last page's toasts. A layout effect, so it runs before the new screen's own effects raise theirs.
  useLayoutEffect(() => leaveScreen(), [pathname]);

  // The floating layers (app-download bar, age disclaimer) join in a commit of their own right after the page's
  // first one, so the first commit, and the style and layout pass after it, stay shorter tasks.
  // A first view the server drew has the disclaimer in it already, so it is in the first commit there.
  const [layers, setLayers] = useState(false);
  const [drawnWithDisclaimer] = useState(drawingFirstView);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setLayers(true)), 0);
    return () => clearTimeout(timer);
  }, []);

  return (
    <RouteMetaContext.Provider value={route}>
      <div className={route.footer ? 'shell shell--with-menu' : 'shell'}>
        {isHome && <HomeHeader pathname={pathname} />}
        {!isHome && route.header && <PageHeader route={route} />}
        <main className="shell__main" onTouchStart={swipe.onTouchStart} onTouchEnd={swipe.onTouchEnd}>
          <PageTransition key={pathname} animate={key !== 'default'}>
            <Suspense fallback={<Spinner className="spinner--page" />}>
              <GuardedScreen route={route} />
            </Suspense>
          </PageTransition>
        </main>
        {isHome && layers && (
          <Suspense fallback={null}>
            <DownloadBanner pathname={pathname} />
          </Suspense>
        )}
        {route.footer && <BottomMenu pathname={pathname} routeName={route.name} />}
      </div>
      <DrawerHost />
      {isHome && layers && (
        <Suspense fallback={null}>
          <AnnouncementPopupHost />
        </Suspense>
      )}
      {isHome && <AppDownloadPopupHost />}
      {(layers || drawnWithDisclaimer) && (
        <Disclaimer readingTerms={route.name === 'helpDetail' && new URLSearchParams(search).get('tag') === 'terms'} />
      )}
      <ToastHost />
    </RouteMetaContext.Provider>
  );
}
