import { Link } from '../lib/router';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../api/get-system-status';
import { useVendorSorting } from '../api/get-vendor-sorting';
import { paths } from '../config/paths';
import { categoryLabelKey, orderGameCategories } from '../lib/game-categories';
import { GameCategoryIcon } from './icons/category-icons';
import './game-category-grid.css';

const PLACEHOLDER_TILES = 9;

/** Links to every game category (LOCAL first, then the server's order), as on home and in the drawer. */
export function GameCategoryGrid({ onNavigate, compact = false }: { onNavigate?: () => void; compact?: boolean }) {
  const { t } = useTranslation();
  const status = useSystemStatus();
  const sorting = useVendorSorting();
  const className = `category-grid${compact ? ' category-grid--compact' : ''}`;

  if (status.isError || sorting.isError) {
    const retry = () => void (status.isError ? status.refetch() : sorting.refetch());
    return (
      <div className="category-grid__error">
        <p>{t('home.categoriesError')}</p>
        <button type="button" className="button button--ghost button--small" onClick={retry}>
          {t('common.retry')}
        </button>
      </div>
    );
  }

  if (!sorting.data) {
    return (
      <ul className={className} aria-busy="true">
        {Array.from({ length: PLACEHOLDER_TILES }, (_, index) => (
          <li key={index} className="category-tile category-tile--placeholder" aria-hidden="true" />
        ))}
      </ul>
    );
  }

  return (
    <ul className={className}>
      {orderGameCategories(sorting.data).map((category) => (
        <li key={category}>
          <Link className="category-tile" to={paths.gameCenter.getHref(category)} onClick={onNavigate}>
            <span className="category-tile__icon">
              <GameCategoryIcon category={category} />
            </span>
            <span className="category-tile__label">{t(categoryLabelKey(category))}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
