import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../../shared/lib/use-hydrated';
import type { RegisterSettings } from '@palaro/contract/account-rules';
import { useCaptcha } from '../../../shared/api/get-captcha';
import { errorText } from '../../../shared/lib/error-text';
import { useSmsRequest } from '../../../shared/lib/forms/use-sms-request';
import { useRecheckOnLanguage } from '../../../shared/lib/use-recheck-on-language';
import { CaptchaField } from '../../../shared/ui/form/captcha-field';
import { MobileField } from '../../../shared/ui/form/mobile-field';
import { PasswordField } from '../../../shared/ui/form/password-field';
import { SmsCodeField } from '../../../shared/ui/form/sms-code-field';
import { TextField } from '../../../shared/ui/form/text-field';
import { showToast } from '../../../shared/ui/toast/toast-store';
import type { AffiliateState } from '../hooks/use-affiliate-code';
import { useRegisterSubmit } from '../hooks/use-register-submit';
import { useUsernameCheck } from '../hooks/use-username-check';
import type { FieldPlan, RegisterTab } from '../lib/register-fields';
import { EMPTY_REGISTER_VALUES, makeRegisterSchema, type RegisterValues } from '../lib/register-schema';
import { LegalAgreement } from './legal-links';
import { ProfileFields } from './profile-fields';

type Props = { tab: RegisterTab; plan: FieldPlan; settings: RegisterSettings | undefined; affiliate: AffiliateState };

/** One registration form (SPEC 2.3, 4, 5); the tab decides which fields it holds. */
export function RegisterForm({ tab, plan, settings, affiliate }: Props) {
  const { t } = useTranslation('account');
  const hydrated = useHydrated();
  const rules = settings?.rules;
  const affiliateShown =
    affiliate.status === 'invalid' || (affiliate.status === 'none' && rules?.affiliateCode.enabled === true);
  const schema = useMemo(() => makeRegisterSchema(plan, rules, affiliateShown), [plan, rules, affiliateShown]);
  const form = useForm<RegisterValues>({
    resolver: zodResolver(schema) as never,
    defaultValues: EMPTY_REGISTER_VALUES,
  });
  // with smsCaptcha the code request needs an answer too, so the image shows up for that alone
  const smsCaptcha = plan.smsCode && settings?.smsCaptcha === true;
  const { captcha, refresh } = useCaptcha(plan.captcha || smsCaptcha);
  useRecheckOnLanguage(form);
  const { errors, isSubmitting, isSubmitted } = form.formState;

  useEffect(() => {
    if (affiliate.status === 'invalid') form.setValue('affiliateCode', affiliate.code);
  }, [affiliate, form]);

  // SPEC 5: changing the password checks the confirmation again.
  const password = form.watch('password');
  useEffect(() => {
    if (isSubmitted || form.getFieldState('confirmPassword').isTouched) void form.trigger('confirmPassword');
  }, [password, form, isSubmitted]);

  const refreshCaptcha = () => {
    refresh();
    form.setValue('captcha', '');
  };
  const submit = useRegisterSubmit(form, {
    tab,
    plan,
    affiliateShown,
    urlAffiliate: affiliate.status === 'valid' ? affiliate.code : undefined,
    captchaId: captcha?.captchaId,
    onFailed: plan.captcha ? refreshCaptcha : () => undefined,
  });
  const requestCode = useSmsRequest(form, {
    purpose: 'register',
    captchaNeeded: smsCaptcha,
    captcha,
    captchaRule: rules?.captcha,
    refreshCaptcha,
  });
  const checkUsername = useUsernameCheck(form, rules?.username);
  // registered where it shows, so the first invalid field on screen is the one that gets the focus
  const captchaField = () => (
    <CaptchaField
      captcha={captcha}
      onRefresh={refreshCaptcha}
      registration={form.register('captcha')}
      errorKey={errors.captcha?.message}
    />
  );
  const onSubmit = form.handleSubmit(submit);

  return (
    <form
      data-drawn={hydrated ? undefined : true}
      className="auth-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={t(`register.form.${tab}`)}
    >
      {plan.username && (
        <TextField
          label={t('form.username')}
          registration={form.register('username', { onBlur: () => void checkUsername() })}
          errorKey={errors.username?.message}
          autoComplete="username"
        />
      )}
      {plan.mobile && (
        <MobileField
          dialingCode={form.register('countryDialingCode')}
          number={form.register('mobileNum')}
          errorKey={errors.mobileNum?.message}
        />
      )}
      {smsCaptcha && captchaField()}
      {plan.smsCode && (
        <SmsCodeField
          registration={form.register('verificationCode')}
          errorKey={errors.verificationCode?.message}
          onSend={requestCode}
          onError={(error) => showToast(errorText(t, error), { tone: 'error' })}
        />
      )}
      {plan.password && (
        <>
          <PasswordField
            label={t('form.password')}
            registration={form.register('password')}
            errorKey={errors.password?.message}
            autoComplete="new-password"
          />
          <PasswordField
            label={t('form.confirmPassword')}
            registration={form.register('confirmPassword')}
            errorKey={errors.confirmPassword?.message}
            autoComplete="new-password"
          />
        </>
      )}
      <ProfileFields fields={plan.profile} rules={rules} register={form.register} errors={errors} />
      {affiliateShown && (
        <TextField
          label={t('form.affiliateCode')}
          registration={form.register('affiliateCode')}
          errorKey={errors.affiliateCode?.message}
          autoComplete="off"
          optional={rules?.affiliateCode.required !== true}
        />
      )}
      {plan.captcha && !smsCaptcha && captchaField()}
      <LegalAgreement registration={form.register('agree')} />
      <button
        type="submit"
        className="button button--primary"
        disabled={!form.watch('agree') || isSubmitting}
        aria-busy={isSubmitting}
      >
        {t('register.submit')}
      </button>
    </form>
  );
}
