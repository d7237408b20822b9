import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { Link } from '../../../shared/lib/router';

/** Where a player sees the balance, a guest sees the two ways in. */
export function GuestCard() {
  const { t } = useTranslation('home');
  return (
    <section className="wallet-card wallet-card--guest" aria-labelledby="home-guest-title">
      <div className="wallet-card__copy">
        <h2 id="home-guest-title" className="wallet-card__title">
          {t('guestTitle')}
        </h2>
        <p className="wallet-card__text">{t('guestText')}</p>
      </div>
      <div className="wallet-card__actions">
        <Link className="button button--primary button--small" to={paths.register.getHref()}>
          {t('signUp')}
        </Link>
        <Link className="button button--ghost button--small" to={paths.trail.getHref()}>
          {t('tryFree')}
        </Link>
      </div>
    </section>
  );
}
