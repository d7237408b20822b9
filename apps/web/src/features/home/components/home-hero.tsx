import { Link } from '../../../shared/lib/router';
import { useTranslation } from 'react-i18next';
import { demoImageUrl } from '@palaro/contract/demo-images';
import { paths } from '../../../shared/config/paths';
import { useOpenDeposit } from '../../../shared/lib/deposit-access';
import { useSession } from '../../../shared/lib/session/session-store';

/** The welcome card: the banner art, a greeting and the next step for a guest or a player. */
export function HomeHero() {
  const { t } = useTranslation();
  const session = useSession();
  const openDeposit = useOpenDeposit();
  return (
    <section className="hero" aria-labelledby="home-hero-title">
      <div className="hero__art">
        <img className="hero__image" src={demoImageUrl('banner-welcome')} alt="" width="750" height="320" fetchPriority="high" />
        <div className="hero__copy">
          <h2 id="home-hero-title" className="hero__title">{t('home.heroTitle')}</h2>
          <p className="hero__text">{t('home.heroText')}</p>
        </div>
      </div>
      <div className="hero__actions">
        {session ? (
          <>
            <button type="button" className="button button--primary" onClick={openDeposit}>
              {t('home.deposit')}
            </button>
            <Link className="button button--ghost" to={paths.gameCenter.getHref('lobby')}>
              {t('home.play')}
            </Link>
          </>
        ) : (
          <>
            <Link className="button button--primary" to={paths.register.getHref()}>
              {t('home.signUp')}
            </Link>
            <Link className="button button--ghost" to={paths.trail.getHref()}>
              {t('home.tryFree')}
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
