import { useTranslation } from 'react-i18next';
import type { GameCategory } from '@palaro/contract/games';
import { useVendorSorting } from '../../../shared/api/get-vendor-sorting';
import { categoryLabelKey, orderGameCategories } from '../../../shared/lib/game-categories';
import { GameCategoryIcon } from '../../../shared/ui/icons/category-icons';

type Props = { selected: GameCategory | undefined; onSelect: (category: GameCategory | undefined) => void };

/** SPEC 2.3 lobby menu: "All games", then LOCAL and the server-sorted categories (SPORTS split in three). */
export function CategoryMenu({ selected, onSelect }: Props) {
  const { t } = useTranslation('games');
  const sorting = useVendorSorting().data;
  const categories = sorting ? orderGameCategories(sorting) : [];
  return (
    <nav className="lobby-menu" aria-label={t('categoriesLabel')}>
      <ul className="lobby-menu__list">
        <li>
          <button
            type="button"
            className="lobby-menu__item"
            aria-pressed={selected === undefined}
            onClick={() => onSelect(undefined)}
          >
            <svg className="icon" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" />
            </svg>
            {t('allGames')}
          </button>
        </li>
        {categories.map((category) => (
          <li key={category}>
            <button
              type="button"
              className="lobby-menu__item"
              aria-pressed={selected === category}
              onClick={() => onSelect(category)}
            >
              <GameCategoryIcon category={category} />
              {t(categoryLabelKey(category))}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
