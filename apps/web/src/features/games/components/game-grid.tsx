import { useTranslation } from 'react-i18next';
import type { Game } from '@palaro/contract/game-catalogue';
import { useGameActions } from '../../../shared/lib/games/use-game-actions';
import { EmptyState } from '../../../shared/ui/empty-state';
import { GameTile } from '../../../shared/ui/game-tile/game-tile';
import { Spinner } from '../../../shared/ui/spinner';

export type GridPages = {
  games: Game[] | undefined;
  /** The last loaded page and the number of pages, as the server counts them. */
  pageNum: number;
  totalPages: number;
  hasMore: boolean;
  loadingMore: boolean;
  failed: boolean;
  onMore: () => void;
  onRetry: () => void;
};

const PLACEHOLDERS = 9;

/** The lobby grid (SPEC 2.3): tiles, the "current / total" page indicator, "more game" and the empty state. */
export function GameGrid({ games, pageNum, totalPages, hasMore, loadingMore, failed, onMore, onRetry }: GridPages) {
  const { t } = useTranslation('games');
  const actions = useGameActions();
  if (failed && !games) {
    return (
      <div className="lobby-grid__error">
        <p>{t('loadError')}</p>
        <button type="button" className="button button--ghost button--small" onClick={onRetry}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!games) {
    return (
      <ul className="lobby-grid" aria-busy="true">
        {Array.from({ length: PLACEHOLDERS }, (_, index) => (
          <li key={index} className="game-tile game-tile--placeholder" aria-hidden="true" />
        ))}
      </ul>
    );
  }
  if (games.length === 0) return <EmptyState text={t('noGames')} />;
  return (
    <>
      <ul className="lobby-grid">
        {games.map((game, index) => (
          <li key={game.nodeId}>
            <GameTile
              game={game}
              eager={index < 6}
              favourite={actions.isFavourite(game)}
              onLaunch={actions.onLaunch}
              onToggleFavourite={actions.toggleFavourite}
            />
          </li>
        ))}
      </ul>
      <div className="lobby-pager">
        <span
          className="lobby-pager__count"
          role="status"
          aria-label={t('pageOf', { current: pageNum, total: totalPages })}
        >
          {pageNum} / {totalPages}
        </span>
        {loadingMore && <Spinner className="lobby-pager__spinner" />}
        {hasMore && !loadingMore && (
          <button type="button" className="button button--ghost lobby-pager__more" onClick={onMore}>
            {t('moreGames')}
          </button>
        )}
      </div>
    </>
  );
}
