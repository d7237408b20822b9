import type { ComponentType } from 'react';
import { Link } from '../../../shared/lib/router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import type { IconProps } from '../../../shared/ui/icons/make-icon';
import { GiftIcon, StarIcon } from '../../../shared/ui/icons/nav-icons';
import { makeIcon } from '../../../shared/ui/icons/make-icon';
import { GameCategoryIcon } from '../../../shared/ui/icons/category-icons';

// The drawer's icon set stays out of home's download; home only needs this one.
const HelpIcon = makeIcon(<path d="M12 20a8 8 0 100-16 8 8 0 000 16zM9.6 9.5a2.5 2.5 0 014.8 1c0 1.7-2.4 2-2.4 3.6M12 17h.01" />);
const LotteryIcon = ({ className }: IconProps) => <GameCategoryIcon category="LOTT" className={className} />;

type Destination = { id: string; href: string; Icon: ComponentType<IconProps> };

const DESTINATIONS: readonly Destination[] = [
  { id: 'promotions', href: paths.activity.getHref(), Icon: GiftIcon },
  { id: 'hot', href: paths.hot.getHref(), Icon: StarIcon },
  { id: 'lottery', href: paths.lottery.getHref(), Icon: LotteryIcon },
  { id: 'help', href: paths.help.getHref(), Icon: HelpIcon },
];

/** Four larger cards for the places players go most after the games. */
export function ExploreLinks() {
  const { t } = useTranslation();
  return (
    <ul className="explore">
      {DESTINATIONS.map(({ id, href, Icon }) => (
        <li key={id}>
          <Link className="explore__card" to={href}>
            <span className="explore__icon">
              <Icon />
            </span>
            <span className="explore__title">{t(`home.explore_${id}`)}</span>
            <span className="explore__text">{t(`home.explore_${id}_text`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
