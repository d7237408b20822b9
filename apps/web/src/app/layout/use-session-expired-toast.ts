import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { onSessionExpired } from '../../shared/lib/session-expired';
import { showToast } from '../../shared/ui/toast/toast-store';

/** The transport reports a dead session; the UI tells the player, without reloading the page. */
export function useSessionExpiredToast(): void {
  const { t } = useTranslation();
  useEffect(() => onSessionExpired(() => showToast(t('logged_out'), { tone: 'error', carry: true })), [t]);
}
