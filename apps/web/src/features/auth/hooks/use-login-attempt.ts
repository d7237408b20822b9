import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_MS } from '@palaro/contract/constants';
import type { LoginValue } from '@palaro/contract/session';
import { asksForCaptcha, errorText } from '../../../shared/lib/error-text';
import { dismissErrorToasts, dismissToast, showToast } from '../../../shared/ui/toast/toast-store';
import { useFinishLogin } from './use-finish-login';

/** One log-in try: a loading toast until it ends (SPEC 9), the captcha revealed when the failure asks. */
export function useLoginAttempt(onCaptchaAsked: () => void) {
  const { t } = useTranslation('account');
  const finish = useFinishLogin();
  return useCallback(
    async (send: () => Promise<LoginValue>, onSuccess: () => void) => {
      const loading = showToast(t('in_please_wait'), { durationMs: TOAST_MS.loadingUntilDone });
      try {
        const value = await send();
        dismissToast(loading);
        // the failures before this try are over, wherever the player goes next
        dismissErrorToasts();
        onSuccess();
        finish(value);
      } catch (error) {
        dismissToast(loading);
        if (asksForCaptcha(error)) onCaptchaAsked();
        showToast(errorText(t, error), { tone: 'error' });
      }
    },
    [t, finish, onCaptchaAsked],
  );
}
