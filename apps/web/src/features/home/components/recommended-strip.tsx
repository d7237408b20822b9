import { useTranslation } from 'react-i18next';
import type { Banner } from '@palaro/contract/game-catalogue';
import { useLaunchGame } from '../../../shared/lib/games/use-launch-game';
import { BannerLink } from '../../../shared/ui/banner-carousel/banner-link';

/** SPEC 2.3 recommended games (group m_recommend): a tap launches the game the banner names. */
export function RecommendedStrip({ banners }: { banners: Banner[] | undefined }) {
  const { t } = useTranslation('home');
  const launch = useLaunchGame();
  // the strip's room is kept while the banners load, so the rows below never jump
  if (!banners) return <div className="recommended-placeholder" aria-hidden="true" />;
  if (banners.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="home-recommended">
      <div className="home-section__head">
        <h2 id="home-recommended" className="home-section__title">
          {t('recommended')}
        </h2>
      </div>
      <ul className="recommended">
        {banners.map((banner) => (
          <li key={banner.id} className="recommended__item">
            <BannerLink banner={banner} className="recommended__link" onGame={(nodeId) => void launch({ nodeId })}>
              <img
                className="recommended__image"
                src={banner.url}
                alt=""
                width="240"
                height="240"
                loading="lazy"
                decoding="async"
              />
              <span className="recommended__title">{banner.title}</span>
            </BannerLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
