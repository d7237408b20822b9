import type { ComponentType } from 'react';
import { isHomePath, paths, type RouteName } from '../../shared/config/paths';
import type { IconProps } from '../../shared/ui/icons/make-icon';
import { GamesIcon, GiftIcon, HomeIcon, UserIcon } from '../../shared/ui/icons/nav-icons';

export type BottomMenuLink = {
  id: 'home' | 'promotion' | 'games' | 'member';
  labelKey: string;
  href: string;
  Icon: ComponentType<IconProps>;
  /** Routes on which this item is the current page. */
  routes: readonly RouteName[];
};

/** SPEC 2.2: Menu (a button), then Home, Promotion activity, Games and Member center (labelled "Member", short enough for one line). */
export const BOTTOM_MENU_LINKS: readonly BottomMenuLink[] = [
  { id: 'home', labelKey: 'bottomMenu.home', href: paths.home.getHref(), Icon: HomeIcon, routes: ['home'] },
  {
    id: 'promotion',
    labelKey: 'bottomMenu.promotion',
    href: paths.activity.getHref(),
    Icon: GiftIcon,
    routes: ['activity'],
  },
  {
    id: 'games',
    labelKey: 'bottomMenu.games',
    href: paths.gameCenter.getHref('lobby'),
    Icon: GamesIcon,
    routes: ['gameCenter'],
  },
  {
    id: 'member',
    labelKey: 'bottomMenu.member',
    href: paths.memberHome.getHref(),
    Icon: UserIcon,
    routes: ['memberHome'],
  },
];

/** Home is current on exactly the six home paths of SPEC 2.2; the others on their own routes. */
export function isCurrentItem(item: BottomMenuLink, pathname: string, routeName: RouteName): boolean {
  if (item.id === 'home') return isHomePath(pathname);
  return item.routes.includes(routeName);
}
