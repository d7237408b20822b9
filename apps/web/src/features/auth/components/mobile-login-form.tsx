import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../../shared/lib/use-hydrated';
import * as z from 'zod/mini';
import type { RuleSet } from '@palaro/contract/account-rules';
import { useCaptcha } from '../../../shared/api/get-captcha';
import { errorText } from '../../../shared/lib/error-text';
import { captchaString, textString } from '../../../shared/lib/forms/rule-schema';
import { useSmsRequest } from '../../../shared/lib/forms/use-sms-request';
import { useRecheckOnLanguage } from '../../../shared/lib/use-recheck-on-language';
import { CaptchaField } from '../../../shared/ui/form/captcha-field';
import { MobileField } from '../../../shared/ui/form/mobile-field';
import { SmsCodeField } from '../../../shared/ui/form/sms-code-field';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { login } from '../api/login';
import { useLoginAttempt } from '../hooks/use-login-attempt';
import { forgetRemembered, readRemembered, saveRemembered } from '../lib/remembered-credentials';
import { RememberMe } from './remember-me';

type Values = {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  captcha: string;
  remember: boolean;
};

function makeSchema(rules: RuleSet | undefined, captchaShown: boolean) {
  return z.object({
    countryDialingCode: z.string(),
    mobileNum: textString(rules?.loginMobileNum, 'rule_login_mobile_num'),
    verificationCode: textString(rules?.verificationCode, 'rule_verification_code'),
    captcha: captchaString(captchaShown, rules?.captcha),
    remember: z.boolean(),
  });
}

/** Mobile number and SMS code (MOBILEVERCODELOGIN3). */
export function MobileLoginForm({ rules, smsCaptcha }: { rules: RuleSet | undefined; smsCaptcha: boolean }) {
  const { t } = useTranslation('account');
  const hydrated = useHydrated();
  const [captchaShown, setCaptchaShown] = useState(false);
  const { captcha, refresh } = useCaptcha(captchaShown || smsCaptcha);
  const schema = useMemo(() => makeSchema(rules, captchaShown), [rules, captchaShown]);
  const remembered = useMemo(() => readRemembered('mobile'), []);
  const form = useForm<Values>({
    resolver: zodResolver(schema) as never,
    defaultValues: {
      countryDialingCode: remembered?.countryDialingCode ?? '63',
      mobileNum: remembered?.mobileNum ?? '',
      verificationCode: '',
      captcha: '',
      remember: remembered !== null,
    },
  });
  useRecheckOnLanguage(form);
  const attempt = useLoginAttempt(() => {
    if (captchaShown) refresh();
    setCaptchaShown(true);
    form.setValue('captcha', '');
  });
  const errors = form.formState.errors;
  const refreshCaptcha = () => {
    refresh();
    form.setValue('captcha', '');
  };
  const requestCode = useSmsRequest(form, {
    purpose: 'noLogin',
    captchaNeeded: smsCaptcha,
    captcha,
    captchaRule: rules?.captcha,
    refreshCaptcha,
  });

  const onSubmit = form.handleSubmit((values) =>
    attempt(
      () =>
        login({
          type: 'mobile',
          countryDialingCode: values.countryDialingCode,
          mobileNum: values.mobileNum.trim(),
          verificationCode: values.verificationCode.trim(),
          ...(captchaShown ? { captcha: values.captcha.trim(), captchaId: captcha?.captchaId } : {}),
        }),
      () =>
        values.remember
          ? saveRemembered({
              type: 'mobile',
              countryDialingCode: values.countryDialingCode,
              mobileNum: values.mobileNum,
            })
          : forgetRemembered(),
    ),
  );

  return (
    <form
      data-drawn={hydrated ? undefined : true}
      className="auth-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={t('login.mobileForm')}
    >
      <MobileField
        dialingCode={form.register('countryDialingCode')}
        number={form.register('mobileNum')}
        errorKey={errors.mobileNum?.message}
      />
      {(captchaShown || smsCaptcha) && (
        <CaptchaField
          captcha={captcha}
          onRefresh={refreshCaptcha}
          registration={form.register('captcha')}
          errorKey={errors.captcha?.message}
        />
      )}
      <SmsCodeField
        registration={form.register('verificationCode')}
        errorKey={errors.verificationCode?.message}
        onSend={requestCode}
        onError={(error) => showToast(errorText(t, error), { tone: 'error' })}
      />
      <RememberMe registration={form.register('remember')} />
      <button
        type="submit"
        className="button button--primary"
        disabled={form.formState.isSubmitting}
        aria-busy={form.formState.isSubmitting}
      >
        {t('login.submit')}
      </button>
    </form>
  );
}
