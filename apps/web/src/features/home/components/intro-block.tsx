import { useTranslation } from 'react-i18next';
import { demoImageUrl } from '@palaro/contract/demo-images';
import { LIMITS } from '@palaro/contract/constants';
import { useOpenDeposit } from '../../../shared/lib/deposit-access';

const PAYMENTS = ['ewallet', 'bank', 'card', 'qr'] as const;

/** SPEC 2.3 introduction: what Palaro is, a deposit button (SPEC 5's member-type rule) and the ways to pay. */
export function IntroBlock() {
  const { t } = useTranslation('home');
  const openDeposit = useOpenDeposit();
  return (
    <section className="intro" aria-labelledby="home-intro">
      <h2 id="home-intro" className="intro__title">
        {t('introTitle')}
      </h2>
      <p className="intro__text">{t('introText')}</p>
      <ul className="intro__points">
        <li>{t('introFast')}</li>
        <li>{t('introFair')}</li>
        <li>{t('introSupport')}</li>
      </ul>
      <button type="button" className="button button--primary intro__deposit" onClick={openDeposit}>
        {t('depositNow')}
      </button>
      <h3 className="intro__subtitle">{t('payments')}</h3>
      <ul className="intro__payments">
        {PAYMENTS.map((method) => (
          <li key={method}>
            <img
              src={demoImageUrl(`payment-${method}`, 'webp')}
              alt={t(`payment_${method}`)}
              width="120"
              height="48"
              loading="lazy"
              decoding="async"
            />
          </li>
        ))}
      </ul>
      <p className="intro__age">{t('responsible', { age: LIMITS.minimumPlayerAge })}</p>
    </section>
  );
}
