import { useId } from 'react';
import { Link } from '../lib/router';
import { useTranslation } from 'react-i18next';
import { paths } from '../config/paths';
import { useRouteMeta } from '../lib/route-meta-context';
import { TopBar } from './top-bar';
import comingSoonImage from './assets/coming-soon.svg';
import './coming-soon-frame.css';

/** What a route shows until the issue that builds its screen lands. */
export default function ComingSoonFrame() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const headingId = useId();
  return (
    <div className="coming-soon">
      {!meta.header && <TopBar />}
      <section className="coming-soon__card" aria-labelledby={headingId}>
        <img className="coming-soon__image" src={comingSoonImage} alt="" width="200" height="150" />
        <h2 id={headingId} className="coming-soon__heading">
          {t('comingSoon.heading')}
        </h2>
        <p className="coming-soon__text">{t('comingSoon.text', { title: t(meta.titleKey) })}</p>
        <Link className="button button--primary" to={paths.home.getHref()}>
          {t('comingSoon.home')}
        </Link>
      </section>
    </div>
  );
}
