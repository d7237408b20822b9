import { useState } from 'react';
import { useNavigate } from '../../../shared/lib/router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { useOpenDeposit } from '../../../shared/lib/deposit-access';
import { useSessionStore } from '../../../shared/lib/session/session-store';
import { PromptDialog } from '../../../shared/ui/dialogs';
import { LogoutIcon } from '../../../shared/ui/icons/nav-icons';

/** A logged-in player's header: account name, Deposit, and Log out behind a confirmation. */
export default function AccountActions({ name }: { name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openDeposit = useOpenDeposit();
  const logout = useSessionStore((state) => state.logout);
  const [confirming, setConfirming] = useState(false);

  const confirmLogout = () => {
    setConfirming(false);
    logout();
    navigate(paths.home.getHref());
  };

  return (
    <>
      <span className="app-header__name" title={name}>
        {name}
      </span>
      <button type="button" className="button button--primary button--small" onClick={openDeposit}>
        {t('header.deposit')}
      </button>
      <button type="button" className="icon-button" aria-label={t('header.logout')} onClick={() => setConfirming(true)}>
        <LogoutIcon />
      </button>
      <PromptDialog
        open={confirming}
        title={t('logout.title')}
        message={t('logout.message')}
        confirmLabel={t('logout.confirm')}
        onConfirm={confirmLogout}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
