import { useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameClassify } from '@palaro/contract/game-catalogue';
import type { GameCategory } from '@palaro/contract/games';
import { useGameListPages } from '../../../shared/api/games/get-game-list';
import { paths } from '../../../shared/config/paths';
import { categoryLabelKey, SEARCH_CATEGORIES, VENDOR_STRIP_CATEGORIES } from '../../../shared/lib/game-categories';
import { Link } from '../../../shared/lib/router';
import { useSession } from '../../../shared/lib/session/session-store';
import { EmptyState } from '../../../shared/ui/empty-state';
import { SiteFooter } from '../../../shared/ui/site-footer/site-footer';
import { WinnersBoard } from '../../../shared/ui/winners-board/winners-board';
import { initialLobbyState, listFilter, lobbyPageType, lobbyReducer } from '../lib/lobby-state';
import { ClassifyFilter } from './classify-filter';
import { GameGrid } from './game-grid';
import { LobbyBanners } from './lobby-banners';
import { SearchBox } from './search-box';
import { VendorStrip } from './vendor-strip';

export type LobbyProps = {
  category: GameCategory | undefined;
  initialVendor?: string;
  /** A screen that is one classify only (hot games) shows no classify filter. */
  fixedClassify?: GameClassify;
  /** The game centre page: banners, winners board and footer around the all-games grid. */
  centrePage?: boolean;
};

/** The game lobby (SPEC 2.3 and 4): search, vendors, classify filter and the paged grid of one filter. */
export function Lobby({ category, initialVendor, fixedClassify, centrePage = false }: LobbyProps) {
  const { t } = useTranslation('games');
  const session = useSession();
  const [state, dispatch] = useReducer(lobbyReducer, initialLobbyState(initialVendor, fixedClassify));
  const pageType = lobbyPageType(category, state);
  const needsLogin = !session && (state.classify === 'FAV' || state.classify === 'RECENT');
  const pages = useGameListPages(listFilter(category, state), !needsLogin);
  const loaded = pages.data?.pages;
  const last = loaded?.[loaded.length - 1];

  let heading = category ? t(categoryLabelKey(category)) : t('allGames');
  if (state.search) heading = t('results', { query: state.search });

  return (
    <div className="lobby">
      {centrePage && pageType === 'all' && <LobbyBanners group="m_home" />}
      {category === 'LOCAL' && <LobbyBanners group="m_local" />}
      {(category === undefined || SEARCH_CATEGORIES.includes(category)) && (
        <SearchBox value={state.search} onSearch={(text) => dispatch({ type: 'search', text })} />
      )}
      {category && VENDOR_STRIP_CATEGORIES.includes(category) && (
        <VendorStrip
          category={category}
          selected={state.vassalage}
          onSelect={(vassalage) => dispatch({ type: 'vendor', vassalage })}
        />
      )}
      {!fixedClassify && (
        <ClassifyFilter value={state.classify} onChange={(classify) => dispatch({ type: 'classify', classify })} />
      )}
      <section className="lobby__results" aria-labelledby="lobby-heading" data-page-type={pageType}>
        <h2 id="lobby-heading" className="lobby__heading">
          {heading}
        </h2>
        {needsLogin ? (
          <EmptyState text={state.classify === 'FAV' ? t('common:in_logged_login') : t('loginForRecent')}>
            <Link className="button button--primary button--small" to={paths.login.getHref()}>
              {t('login')}
            </Link>
          </EmptyState>
        ) : (
          <GameGrid
            games={loaded?.flatMap((page) => page.games)}
            pageNum={last?.pageNum ?? 0}
            totalPages={last?.totalPages ?? 0}
            hasMore={pages.hasNextPage}
            loadingMore={pages.isFetchingNextPage}
            failed={pages.isError}
            onMore={() => void pages.fetchNextPage()}
            onRetry={() => void pages.refetch()}
          />
        )}
      </section>
      {centrePage && pageType === 'all' && (
        <>
          <WinnersBoard />
          <SiteFooter />
        </>
      )}
    </div>
  );
}
