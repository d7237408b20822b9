import { useTranslation } from 'react-i18next';
import type { RouteMeta } from '../../../shared/config/route-meta';
import { BackButton } from '../../../shared/ui/back-button';
import './header.css';

/** The header of every other route that shows one: the back arrow (none on changePsw) and the title. */
export function PageHeader({ route }: { route: RouteMeta }) {
  const { t } = useTranslation();
  return (
    <header className="app-header title-bar">
      <BackButton target={route.back} />
      <h1 className="title-bar__title">{t(route.titleKey)}</h1>
      <span aria-hidden="true" />
    </header>
  );
}
