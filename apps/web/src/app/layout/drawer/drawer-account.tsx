import { Link } from '../../../shared/lib/router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { useSession } from '../../../shared/lib/session/session-store';
import { UserIcon } from '../../../shared/ui/icons/nav-icons';

/** Who is playing: the account name, or the ways in for a guest. */
export function DrawerAccount({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  if (session) {
    return (
      <div className="drawer__account">
        <span className="drawer__avatar">
          <UserIcon />
        </span>
        <span className="drawer__account-name">{session.userName}</span>
      </div>
    );
  }
  return (
    <div className="drawer__account drawer__account--guest">
      <Link className="button button--ghost button--small" to={paths.register.getHref()} onClick={onNavigate}>
        {t('header.register')}
      </Link>
      <Link className="button button--primary button--small" to={paths.login.getHref()} onClick={onNavigate}>
        {t('header.login')}
      </Link>
    </div>
  );
}
