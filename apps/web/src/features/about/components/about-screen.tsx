import { useTranslation } from 'react-i18next';
import { useAbout } from '../../../shared/api/get-about';
import { EmptyState } from '../../../shared/ui/empty-state';
import { SiteFooter } from '../../../shared/ui/site-footer/site-footer';
import { Spinner } from '../../../shared/ui/spinner';
import './about-screen.css';

/** /m/aboutus (SPEC 1): mission, the ambassador with a photo, a row of five images, vision; the shared footer. */
export default function AboutScreen() {
  const { t } = useTranslation('content');
  const about = useAbout();
  if (about.isPending) return <Spinner className="spinner--page" />;
  if (about.isError || about.data === null)
    return (
      <>
        <EmptyState text={t(about.isError ? 'about.error' : 'about.empty')} />
        <SiteFooter />
      </>
    );
  const { mission, ambassador, gallery, vision } = about.data;
  return (
    <>
      <div className="about">
        <section className="about__block" aria-labelledby="about-mission">
          <h2 id="about-mission" className="about__title">
            {mission.title}
          </h2>
          <p className="about__text">{mission.text}</p>
        </section>
        <section className="about__ambassador" aria-labelledby="about-ambassador">
          <img
            className="about__photo"
            src={ambassador.photo.url}
            alt={ambassador.photo.alt}
            width="400"
            height="400"
            loading="lazy"
            decoding="async"
          />
          <div className="about__ambassador-text">
            <p className="about__eyebrow">{ambassador.role}</p>
            <h2 id="about-ambassador" className="about__title">
              {ambassador.name}
            </h2>
            <p className="about__text">{ambassador.text}</p>
          </div>
        </section>
        {/* it scrolls sideways, so a keyboard can reach it too */}
        <ul className="about__gallery" aria-label={t('about.gallery')} tabIndex={0}>
          {gallery.map((image) => (
            <li key={image.url}>
              <img src={image.url} alt={image.alt} width="750" height="500" loading="lazy" decoding="async" />
            </li>
          ))}
        </ul>
        <section className="about__block" aria-labelledby="about-vision">
          <h2 id="about-vision" className="about__title">
            {vision.title}
          </h2>
          <p className="about__text">{vision.text}</p>
        </section>
      </div>
      <SiteFooter />
    </>
  );
}
