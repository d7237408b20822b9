import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../../shared/api/get-system-status';
import { isAppLike } from '../../../shared/lib/environment';
import { EmptyState } from '../../../shared/ui/empty-state';
import { TopBar } from '../../../shared/ui/top-bar';
import { AppDownloadOptions } from './app-download-options';
import { AppHero } from './app-hero';
import './app-screen.css';

/**
 * /m/app (SPEC 2.1, 2.3, 4): the Android package, the iOS app, the iOS profile and the add-to-home guide, for the
 * phone at hand; nothing to install inside the app or an installed web app.
 */
export default function AppScreen() {
  const { t } = useTranslation('content');
  const resources = useSystemStatus().data?.info.resources ?? [];

  if (isAppLike())
    return (
      <>
        <TopBar />
        <EmptyState text={t('app.installed')} />
      </>
    );

  return (
    <>
      <TopBar />
      <div className="app-page">
        <AppHero resources={resources} titleId="app-page-title" />
        <AppDownloadOptions resources={resources} />
      </div>
    </>
  );
}
