import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { TIMING, TOAST_MS } from '@palaro/contract/constants';
import { useMemberInfo } from '../../../shared/api/get-member-info';
import { useRegisterSettings } from '../../../shared/api/get-register-settings';
import { paths } from '../../../shared/config/paths';
import { useNavigate } from '../../../shared/lib/router';
import { useRecheckOnLanguage } from '../../../shared/lib/use-recheck-on-language';
import { PasswordField } from '../../../shared/ui/form/password-field';
import { Spinner } from '../../../shared/ui/spinner';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { TopBar } from '../../../shared/ui/top-bar';
import { changePassword } from '../api/change-password';
import { makeChangePasswordSchema, type ChangePasswordValues } from '../lib/change-password-schema';
import '../../../shared/ui/form/form.css';

/** /m/changePsw: old (unless a temporary password is held), new and confirmation (SPEC 2.3, 4, 5). */
export default function ChangePasswordScreen() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const member = useMemberInfo();
  const passwordRule = useRegisterSettings().data?.rules.password;
  // a temporary password, or none at all yet (a mobile registration without one), is not asked for
  const oldShown = member.data?.temporaryPassword !== true && member.data?.hasPassword !== false;
  const schema = useMemo(() => makeChangePasswordSchema(oldShown, passwordRule), [oldShown, passwordRule]);
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(schema) as never,
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });
  useRecheckOnLanguage(form);
  const { errors, isSubmitting } = form.formState;
  const [saved, setSaved] = useState(false);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await changePassword({
        ...(oldShown ? { oldPassword: values.oldPassword } : {}),
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      });
    } catch {
      // SPEC 4: a failed change only hides the loading indicator.
      return;
    }
    setSaved(true);
    showToast(t('changePsw.saved'), { tone: 'success', durationMs: TOAST_MS.changeSaved });
    setTimeout(() => navigate(paths.home.getHref(), { replace: true }), TIMING.passwordSavedRedirectMs);
  });

  return (
    <div className="auth-screen">
      <TopBar />
      <div className="auth-page">
        <section className="auth-card" aria-label={t('changePsw.heading')}>
          {member.isPending ? (
            <Spinner />
          ) : (
            <form
              className="auth-form"
              noValidate
              onSubmit={(event) => void onSubmit(event)}
              aria-label={t('changePsw.heading')}
            >
              {oldShown && (
                <PasswordField
                  label={t('changePsw.old')}
                  registration={form.register('oldPassword')}
                  errorKey={errors.oldPassword?.message}
                  autoComplete="current-password"
                />
              )}
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
              <button
                type="submit"
                className="button button--primary"
                disabled={isSubmitting || saved}
                aria-busy={isSubmitting}
              >
                {isSubmitting ? <Spinner /> : t('changePsw.submit')}
              </button>
            </form>
          )}
        </section>
      </div>
    </div>
  );
}
