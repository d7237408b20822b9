import { Link } from '../../../shared/lib/router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';

export function GuestActions() {
  const { t } = useTranslation();
  return (
    <>
      <Link className="button button--ghost button--small" to={paths.register.getHref()}>
        {t('header.register')}
      </Link>
      <Link className="button button--primary button--small" to={paths.login.getHref()}>
        {t('header.login')}
      </Link>
    </>
  );
}
