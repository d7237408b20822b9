import { useTranslation } from 'react-i18next';
import { useVendorSorting } from '../../../shared/api/get-vendor-sorting';
import { paths } from '../../../shared/config/paths';
import { categoryLabelKey, orderGameCategories } from '../../../shared/lib/game-categories';
import { Link } from '../../../shared/lib/router';
import { GameCategoryIcon } from '../../../shared/ui/icons/category-icons';

/** Home's game entry: one door per category (LOCAL first, then the server's order) into the game centre. */
export function CategoryStrip() {
  const { t } = useTranslation('home');
  const sorting = useVendorSorting().data;
  return (
    <nav className="category-strip" aria-label={t('categories')} aria-busy={!sorting}>
      {/* SPEC 4 "Home load": a loading indicator until the vendor list arrives */}
      {!sorting && (
        <span role="status" className="visually-hidden">
          {t('common:common.loading')}
        </span>
      )}
      <ul className="category-strip__list">
        {sorting
          ? orderGameCategories(sorting).map((category) => (
              <li key={category}>
                <Link className="category-strip__item" to={paths.gameCenter.getHref(category)}>
                  <span className={`category-strip__icon category-strip__icon--${category.toLowerCase()}`}>
                    <GameCategoryIcon category={category} />
                  </span>
                  <span className="category-strip__label">{t(categoryLabelKey(category))}</span>
                </Link>
              </li>
            ))
          : Array.from({ length: 5 }, (_, index) => (
              <li key={index} className="category-strip__placeholder" aria-hidden="true" />
            ))}
      </ul>
    </nav>
  );
}
