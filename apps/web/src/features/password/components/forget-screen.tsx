import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { TOAST_MS } from '@palaro/contract/constants';
import { useRegisterSettings } from '../../../shared/api/get-register-settings';
import { useCaptcha } from '../../../shared/api/get-captcha';
import { paths } from '../../../shared/config/paths';
import { errorText } from '../../../shared/lib/error-text';
import { useSmsRequest } from '../../../shared/lib/forms/use-sms-request';
import { useNavigate } from '../../../shared/lib/router';
import { useRecheckOnLanguage } from '../../../shared/lib/use-recheck-on-language';
import { CaptchaField } from '../../../shared/ui/form/captcha-field';
import { MobileField } from '../../../shared/ui/form/mobile-field';
import { PasswordField } from '../../../shared/ui/form/password-field';
import { SmsCodeField } from '../../../shared/ui/form/sms-code-field';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { TopBar } from '../../../shared/ui/top-bar';
import { resetPasswordByPhone } from '../api/reset-password-by-phone';
import { makeForgetSchema, type ForgetValues } from '../lib/forget-schema';
import '../../../shared/ui/form/form.css';

/** /m/forget: mobile number and SMS code, then a new password (set by phone, sealed). */
export default function ForgetScreen() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const settings = useRegisterSettings().data;
  const rules = settings?.rules;
  const smsCaptcha = settings?.smsCaptcha === true;
  const { captcha, refresh } = useCaptcha(smsCaptcha);
  const [step, setStep] = useState<'phone' | 'password'>('phone');
  const schema = useMemo(() => makeForgetSchema(step, rules), [step, rules]);
  const form = useForm<ForgetValues>({
    resolver: zodResolver(schema) as never,
    defaultValues: {
      countryDialingCode: '63',
      mobileNum: '',
      verificationCode: '',
      newPassword: '',
      confirmNewPassword: '',
      captcha: '',
    },
  });
  useRecheckOnLanguage(form);
  const { errors, isSubmitting } = form.formState;

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
  const onSubmit = form.handleSubmit(async ({ captcha: _spent, ...values }) => {
    if (step === 'phone') return setStep('password');
    try {
      await resetPasswordByPhone(values);
      showToast(t('forget.done'), { tone: 'success', durationMs: TOAST_MS.notice, carry: true });
      navigate(paths.login.getHref(), { replace: true });
    } catch (error) {
      showToast(errorText(t, error), { tone: 'error' });
    }
  });

  return (
    <div className="auth-screen">
      <TopBar />
      <div className="auth-page">
        <section className="auth-card" aria-labelledby="forget-heading">
          <h2 id="forget-heading" className="auth-card__heading">
            {t(step === 'phone' ? 'forget.stepPhone' : 'forget.stepPassword')}
          </h2>
          <form
            className="auth-form"
            noValidate
            onSubmit={(event) => void onSubmit(event)}
            aria-label={t('forget.form')}
          >
            {step === 'phone' ? (
              <>
                <MobileField
                  dialingCode={form.register('countryDialingCode')}
                  number={form.register('mobileNum')}
                  errorKey={errors.mobileNum?.message}
                />
                {smsCaptcha && (
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
              </>
            ) : (
              <>
                <PasswordField
                  label={t('changePsw.new')}
                  registration={form.register('newPassword')}
                  errorKey={errors.newPassword?.message}
                  autoComplete="new-password"
                />
                <PasswordField
                  label={t('changePsw.confirm')}
                  registration={form.register('confirmNewPassword')}
                  errorKey={errors.confirmNewPassword?.message}
                  autoComplete="new-password"
                />
              </>
            )}
            <button type="submit" className="button button--primary" disabled={isSubmitting} aria-busy={isSubmitting}>
              {t(step === 'phone' ? 'forget.next' : 'forget.submit')}
            </button>
            {step === 'password' && (
              <button type="button" className="button button--ghost" onClick={() => setStep('phone')}>
                {t('common:common.back')}
              </button>
            )}
          </form>
        </section>
      </div>
    </div>
  );
}
