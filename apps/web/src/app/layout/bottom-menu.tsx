import { Link } from '../../shared/lib/router';
import { useTranslation } from 'react-i18next';
import type { RouteName } from '../../shared/config/paths';
import { MenuIcon } from '../../shared/ui/icons/nav-icons';
import { BOTTOM_MENU_LINKS, isCurrentItem } from './bottom-menu-items';
import { preloadDrawer } from './drawer/drawer-loader';
import { useDrawerStore } from './drawer/drawer-store';
import './bottom-menu.css';

// Landmark names stay the same in every language: players navigating by landmark, and the tests, rely on them.
const LANDMARK_NAME = 'Bottom menu';

export function BottomMenu({ pathname, routeName }: { pathname: string; routeName: RouteName }) {
  const { t } = useTranslation();
  const openDrawer = useDrawerStore((state) => state.openDrawer);
  return (
    <nav className="bottom-menu" aria-label={LANDMARK_NAME}>
      <button
        type="button"
        className="bottom-menu__item"
        onClick={openDrawer}
        onPointerEnter={preloadDrawer}
        onFocus={preloadDrawer}
      >
        <MenuIcon />
        <span className="bottom-menu__label">{t('bottomMenu.menu')}</span>
      </button>
      {BOTTOM_MENU_LINKS.map((item) => (
        <Link
          key={item.id}
          to={item.href}
          className="bottom-menu__item"
          aria-current={isCurrentItem(item, pathname, routeName) ? 'page' : undefined}
        >
          <item.Icon />
          <span className="bottom-menu__label">{t(item.labelKey)}</span>
        </Link>
      ))}
    </nav>
  );
}
