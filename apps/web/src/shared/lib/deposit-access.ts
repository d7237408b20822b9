import { useCallback } from 'react';
import { useNavigate } from './router';
import { useTranslation } from 'react-i18next';
import { MEMBER_TYPE, TOAST_MS } from '@palaro/contract/constants';
import { paths } from '../config/paths';
import { showToast } from '../ui/toast/toast-store';
import type { SessionInfo } from './session/session-schema';
import { useSessionStore } from './session/session-store';

/** SPEC 5: a logged-in member whose type is not 0, 1 or 2 may not deposit. Guests are sent to log in instead. */
export function isDepositRefused(session: SessionInfo | null): boolean {
  return session !== null && !(MEMBER_TYPE.DEPOSIT_ELIGIBLE as readonly number[]).includes(session.type);
}

/** Every deposit entry goes through here: refused members get the free_reject toast and stay where they are. */
export function useOpenDeposit(): () => void {
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useCallback(() => {
    if (isDepositRefused(useSessionStore.getState().session)) {
      showToast(t('free_reject'), { tone: 'error', durationMs: TOAST_MS.freeReject });
      return;
    }
    navigate(paths.voucherCenter.getHref());
  }, [navigate, t]);
}
