import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { Navigate, useSearchParams } from '../../../shared/lib/router';
import { GamePlayerSlot } from '../../../shared/ui/game-player/game-player-slot';
import { LazySection } from '../../../shared/ui/lazy-section';
import './home.css';

// The first screen's sections start downloading as soon as this module runs, beside the texts and the status call.
const topChunk = import('./home-top');
const HomeTop = lazy(() => topChunk);
const HomeRows = lazy(() => import('./home-rows'));
const HomeBottom = lazy(() => import('./home-bottom'));

/** Home (SPEC 2.3): only this frame is on the critical path; every section below the first screen loads on approach. */
export default function HomeScreen() {
  const { t, i18n } = useTranslation();
  const query = useSearchParams();
  // home's own texts download beside the section code, not after it
  useState(() => void i18n.loadNamespaces('home'));
  // SPEC 2.1: home with pageType=list shows that game type's list, which is the game centre's
  const listType = query.get('pageType') === 'list' ? query.get('gameType') : null;
  if (listType) return <Navigate to={paths.gameCenter.getHref(listType)} replace />;
  return (
    <div className="home">
      <h1 className="visually-hidden">{t('title.home')}</h1>
      <Suspense fallback={<div className="home__top-space" aria-hidden="true" />}>
        <HomeTop />
      </Suspense>
      <LazySection minHeight={900}>{() => <HomeRows />}</LazySection>
      <LazySection minHeight={700}>{() => <HomeBottom />}</LazySection>
      <GamePlayerSlot />
    </div>
  );
}
