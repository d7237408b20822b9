import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TOAST_MS } from '@palaro/contract/constants';
import { logout } from '../../../features/auth/api/logout';
import { useMemberInfo } from '../../../shared/api/get-member-info';
import { useRenewSession } from '../../../shared/api/renew-session';
import { paths } from '../../../shared/config/paths';
import { useOpenDeposit } from '../../../shared/lib/deposit-access';
import { useNavigate } from '../../../shared/lib/router';
import { useSession } from '../../../shared/lib/session/session-store';
import { endSessionLocally } from '../../../shared/lib/session/start-session';
import { PromptDialog } from '../../../shared/ui/dialogs';
import { LogoutIcon } from '../../../shared/ui/icons/nav-icons';
import { dismissToast, showToast } from '../../../shared/ui/toast/toast-store';

/** A logged-in player's header: nickname or account name, Deposit, and Log out behind a confirmation. */
export default function AccountActions({ name }: { name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const openDeposit = useOpenDeposit();
  const member = useMemberInfo().data;
  const shownName = member?.nickname || member?.account || name;
  const [confirming, setConfirming] = useState(false);
  // The header shows on home paths only, so this is the SPEC's renewal on home load.
  useRenewSession(useSession()?.token);

  // SPEC 4: confirm, loading, end the session on the server, clear everything local, autoLogin 0, home.
  const confirmLogout = async () => {
    setConfirming(false);
    const loading = showToast(t('common.loading'), { durationMs: TOAST_MS.loadingUntilDone });
    try {
      await logout();
    } catch {
      // The local session ends whatever the server answered; a dead token is already logged out.
    }
    dismissToast(loading);
    endSessionLocally();
    queryClient.removeQueries({ queryKey: ['member'] });
    navigate(paths.home.getHref());
  };

  return (
    <>
      <span className="app-header__name" title={shownName}>
        {shownName}
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
        onConfirm={() => void confirmLogout()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
