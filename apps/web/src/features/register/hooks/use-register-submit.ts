import { useCallback } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TOAST_MS } from '@palaro/contract/constants';
import { isApiError } from '../../../shared/lib/api-error';
import { errorText } from '../../../shared/lib/error-text';
import { useAfterLogin } from '../../../shared/lib/games/use-after-login';
import { useLocation } from '../../../shared/lib/router';
import { intentOf } from '../../../shared/lib/session/login-intent';
import { startSession } from '../../../shared/lib/session/start-session';
import { dismissToast, showToast } from '../../../shared/ui/toast/toast-store';
import { checkAffiliate } from '../api/check-affiliate';
import { register } from '../api/register';
import type { FieldPlan, RegisterTab } from '../lib/register-fields';
import type { RegisterValues } from '../lib/register-schema';
import { registrationBody } from '../lib/registration-body';

type Options = {
  tab: RegisterTab;
  plan: FieldPlan;
  affiliateShown: boolean;
  urlAffiliate: string | undefined;
  captchaId: string | undefined;
  onFailed: () => void;
};

/** Checks a typed invitation code, registers, and logs the new member in (SPEC 4), back where they came from. */
export function useRegisterSubmit(form: UseFormReturn<RegisterValues>, options: Options) {
  const { t } = useTranslation('account');
  const afterLogin = useAfterLogin();
  const { search } = useLocation();
  const { tab, plan, affiliateShown, urlAffiliate, captchaId, onFailed } = options;
  return useCallback(
    async (values: RegisterValues) => {
      const typed = values.affiliateCode.trim();
      if (affiliateShown && typed && !(await checkAffiliate(typed))) {
        form.setError('affiliateCode', { message: 'invitation_code_error' }, { shouldFocus: true });
        return;
      }
      const loading = showToast(t('in_please_wait'), { durationMs: TOAST_MS.loadingUntilDone });
      try {
        const value = await register(
          tab,
          registrationBody(values, plan, affiliateShown ? typed : urlAffiliate, captchaId),
        );
        dismissToast(loading);
        showToast(t('in_registered_successfully'), { tone: 'success', carry: true });
        startSession(value);
        // a guest who came from a star or a game goes back there with it done
        afterLogin(intentOf(search));
      } catch (error) {
        dismissToast(loading);
        onFailed();
        const fields = isApiError(error) ? (error.details?.fields as Record<string, string> | undefined) : undefined;
        Object.entries(fields ?? {}).forEach(([field, message], index) =>
          form.setError(field as keyof RegisterValues, { message }, { shouldFocus: index === 0 }),
        );
        showToast(errorText(t, error), { tone: 'error' });
      }
    },
    [t, afterLogin, search, form, tab, plan, affiliateShown, urlAffiliate, captchaId, onFailed],
  );
}
