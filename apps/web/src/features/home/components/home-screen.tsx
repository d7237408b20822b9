import { Link } from '../../../shared/lib/router';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@palaro/contract/constants';
import { paths } from '../../../shared/config/paths';
import { GameCategoryGrid } from '../../../shared/ui/game-category-grid';
import { ExploreLinks } from './explore-links';
import { HomeHero } from './home-hero';
import './home.css';

/** Home: welcome hero, game categories and the main destinations; later issues add banners and game rows. */
export default function HomeScreen() {
  const { t } = useTranslation();
  return (
    <div className="home">
      <h1 className="visually-hidden">{t('title.home')}</h1>
      <HomeHero />
      <section className="home__section" aria-labelledby="home-categories">
        <div className="home__section-head">
          <h2 id="home-categories" className="home__heading">{t('home.categories')}</h2>
          <Link className="home__more" to={paths.gameCenter.getHref('lobby')}>
            {t('home.allGames')}
          </Link>
        </div>
        <GameCategoryGrid />
      </section>
      <section className="home__section" aria-labelledby="home-explore">
        <h2 id="home-explore" className="home__heading">{t('home.explore')}</h2>
        <ExploreLinks />
      </section>
      <p className="home__footnote">
        <span>{t('home.responsible', { age: LIMITS.minimumPlayerAge })}</span>
        <Link to={paths.helpDetail.getHref('terms')}>{t('home.terms')}</Link>
      </p>
    </div>
  );
}
