import { useTranslation } from 'react-i18next';
import { useRouteMeta } from '../lib/route-meta-context';
import { BackButton } from './back-button';

/** The title bar a screen draws itself on routes whose page header is hidden (SPEC 2.2); not a landmark. */
export function TopBar() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  return (
    <div className="title-bar title-bar--screen">
      <BackButton target={meta.back} />
      <h1 className="title-bar__title">{t(meta.titleKey)}</h1>
      <span className="title-bar__spacer" aria-hidden="true" />
    </div>
  );
}
