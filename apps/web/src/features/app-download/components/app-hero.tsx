import { useTranslation } from 'react-i18next';
import type { DownloadLink } from '@palaro/contract/system';
import { StarIcon } from '../../../shared/ui/icons/nav-icons';
import { appIconUrl } from '../lib/download-links';

const FALLBACK_ICON = '/m/icons/icon-192.png';
const STARS = 5;

/** The app's icon, name, star grade and one line of why (the download page's and popup's head). */
export function AppHero({ resources, titleId }: { resources: readonly DownloadLink[]; titleId: string }) {
  const { t } = useTranslation('content');
  return (
    <section className="app-page__hero" aria-labelledby={titleId}>
      <img className="app-page__icon" src={appIconUrl(resources, FALLBACK_ICON)} alt="" width="96" height="96" />
      <h2 id={titleId} className="app-page__title">
        {t('app.title')}
      </h2>
      <span className="app-page__stars" role="img" aria-label={t('app.rating', { stars: STARS })}>
        {Array.from({ length: STARS }, (_, index) => (
          <StarIcon key={index} />
        ))}
      </span>
      <p className="app-page__lead">{t('app.lead')}</p>
    </section>
  );
}
