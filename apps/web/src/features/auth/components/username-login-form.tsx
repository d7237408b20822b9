import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../../shared/lib/use-hydrated';
import * as z from 'zod/mini';
import type { RuleSet } from '@palaro/contract/account-rules';
import { useCaptcha } from '../../../shared/api/get-captcha';
import { captchaString, ruleString, textString } from '../../../shared/lib/forms/rule-schema';
import { useRecheckOnLanguage } from '../../../shared/lib/use-recheck-on-language';
import { CaptchaField } from '../../../shared/ui/form/captcha-field';
import { PasswordField } from '../../../shared/ui/form/password-field';
import { TextField } from '../../../shared/ui/form/text-field';
import { login } from '../api/login';
import { useLoginAttempt } from '../hooks/use-login-attempt';
import { forgetRemembered, readRemembered, saveRemembered } from '../lib/remembered-credentials';
import { RememberMe } from './remember-me';

type Values = { username: string; password: string; captcha: string; remember: boolean };

function makeSchema(rules: RuleSet | undefined, captchaShown: boolean) {
  return z.object({
    username: textString(rules?.loginUsername, 'login_username_required'),
    password: ruleString(rules?.loginPassword, 'login_password_required'),
    captcha: captchaString(captchaShown, rules?.captcha),
    remember: z.boolean(),
  });
}

/** Username and password (SPEC 2.3); a captcha joins once a failure asks for one. */
export function UsernameLoginForm({ rules }: { rules: RuleSet | undefined }) {
  const { t } = useTranslation('account');
  const hydrated = useHydrated();
  const [captchaShown, setCaptchaShown] = useState(false);
  const { captcha, refresh } = useCaptcha(captchaShown);
  const schema = useMemo(() => makeSchema(rules, captchaShown), [rules, captchaShown]);
  const remembered = useMemo(() => readRemembered('username'), []);
  const form = useForm<Values>({
    resolver: zodResolver(schema) as never,
    defaultValues: {
      username: remembered?.username ?? '',
      password: remembered?.password ?? '',
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
  const refreshCaptcha = () => {
    refresh();
    form.setValue('captcha', '');
  };
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((values) =>
    attempt(
      () =>
        login({
          type: 'username',
          username: values.username.trim(),
          password: values.password.trim(),
          ...(captchaShown ? { captcha: values.captcha.trim(), captchaId: captcha?.captchaId } : {}),
        }),
      () =>
        values.remember
          ? saveRemembered({ type: 'username', username: values.username, password: values.password })
          : forgetRemembered(),
    ),
  );

  return (
    <form
      data-drawn={hydrated ? undefined : true}
      className="auth-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={t('login.usernameForm')}
    >
      <TextField
        label={t('form.username')}
        registration={form.register('username')}
        errorKey={errors.username?.message}
        autoComplete="username"
      />
      <PasswordField
        label={t('form.password')}
        registration={form.register('password')}
        errorKey={errors.password?.message}
        autoComplete="current-password"
      />
      {captchaShown && (
        <CaptchaField
          captcha={captcha}
          onRefresh={refreshCaptcha}
          registration={form.register('captcha')}
          errorKey={errors.captcha?.message}
        />
      )}
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
