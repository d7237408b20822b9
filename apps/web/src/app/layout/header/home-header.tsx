import { lazy, Suspense } from 'react';
import { Link } from '../../../shared/lib/router';
import { useTranslation } from 'react-i18next';
import { DownloadAppButton } from '../../../features/app-download/components/download-app-button';
import { useSession } from '../../../shared/lib/session/session-store';
import { Logo } from '../../../shared/ui/logo';
import { GuestActions } from './guest-actions';
import './header.css';

// Only logged-in players see these (and the log-out confirmation), so guests never download them.
const AccountActions = lazy(() => import('./account-actions'));

/** The header on home paths: the logo (linking to /m/), the download button, and the account area. */
export function HomeHeader({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <header className="app-header app-header--home">
      <Link to="/m/" className="app-header__logo" aria-label={t('header.homeLink')}>
        <Logo />
      </Link>
      {/* Outside the account area, so its late arrival (after the status call) moves nothing else. */}
      <DownloadAppButton pathname={pathname} />
      <div className="app-header__actions">
        {session ? (
          <Suspense fallback={null}>
            <AccountActions name={session.userName} />
          </Suspense>
        ) : (
          <GuestActions />
        )}
      </div>
    </header>
  );
}
