import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameCategory } from '@palaro/contract/games';
import { LIMITS } from '@palaro/contract/constants';
import { useFavouriteList } from '../../../shared/api/games/get-favourite-list';
import { paths } from '../../../shared/config/paths';
import { Link } from '../../../shared/lib/router';
import { useSession } from '../../../shared/lib/session/session-store';
import { EmptyState } from '../../../shared/ui/empty-state';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { CategoryMenu } from './category-menu';
import { GameGrid } from './game-grid';
import { LobbyFrame } from './lobby-frame';

function Favourites({ category }: { category: GameCategory | undefined }) {
  const pages = useFavouriteList(category, LIMITS.gamePageSize);
  const loaded = pages.data?.pages;
  const last = loaded?.[loaded.length - 1];
  return (
    <GameGrid
      games={loaded?.flatMap((page) => page.content)}
      pageNum={last?.pageNum ?? 0}
      totalPages={last?.totalPages ?? 0}
      hasMore={pages.hasNextPage}
      loadingMore={pages.isFetchingNextPage}
      failed={pages.isError}
      onMore={() => void pages.fetchNextPage()}
      onRetry={() => void pages.refetch()}
    />
  );
}

/** /m/fav: the player's favourites; a guest is told to log in (in_logged_login, SPEC 4). */
export default function FavScreen() {
  const { t } = useTranslation('games');
  const session = useSession();
  const [category, setCategory] = useState<GameCategory | undefined>();

  useEffect(() => {
    if (!session) showToast(t('common:in_logged_login'));
  }, [session, t]);

  return (
    <LobbyFrame>
      {session ? (
        <>
          <CategoryMenu selected={category} onSelect={setCategory} />
          <section className="lobby" aria-labelledby="fav-heading">
            <h2 id="fav-heading" className="lobby__heading">
              {category ? t(`common:category.${category}`) : t('allGames')}
            </h2>
            <Favourites key={category ?? 'all'} category={category} />
          </section>
        </>
      ) : (
        <EmptyState text={t('common:in_logged_login')}>
          <Link className="button button--primary button--small" to={paths.login.getHref()}>
            {t('login')}
          </Link>
        </EmptyState>
      )}
    </LobbyFrame>
  );
}
