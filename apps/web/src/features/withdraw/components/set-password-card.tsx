import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRegisterSettings } from '../../../shared/api/get-register-settings';
import { moneyErrorText } from '../../../shared/lib/money/money-error-text';
import { useRecheckOnLanguage } from '../../../shared/lib/use-recheck-on-language';
import { Spinner } from '../../../shared/ui/spinner';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { setPaymentPassword } from '../api/set-payment-password';
import { makeSetPaymentPasswordSchema, paymentPasswordRule, type SetPaymentPasswordValues } from '../lib/payment-password-schema';
import { PaymentPasswordField } from './payment-password-fields';

/** Before the first withdrawal: the player sets a withdrawal password, asked again on every withdrawal. */
export function SetPasswordCard() {
  const { t } = useTranslation('money');
  const queryClient = useQueryClient();
  const ruleFromServer = useRegisterSettings().data?.rules.paymentPassword;
  const rule = paymentPasswordRule(ruleFromServer);
  const schema = useMemo(() => makeSetPaymentPasswordSchema(ruleFromServer), [ruleFromServer]);
  const form = useForm<SetPaymentPasswordValues>({ resolver: zodResolver(schema) as never, defaultValues: { paymentPassword: '', confirmPaymentPassword: '' } });
  useRecheckOnLanguage(form);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await setPaymentPassword({ paymentPassword: values.paymentPassword.trim(), confirmPaymentPassword: values.confirmPaymentPassword.trim() });
    } catch (error) {
      showToast(moneyErrorText(t, error), { tone: 'error' });
      return;
    }
    showToast(t('password.saved'), { tone: 'success' });
    await queryClient.invalidateQueries({ queryKey: ['withdraw', 'info'] });
  });

  return (
    <section className="money-card" aria-labelledby="set-password-title">
      <div>
        <h2 id="set-password-title" className="money-card__title">
          {t('password.setTitle')}
        </h2>
        <p className="money-card__note">{t('password.setText')}</p>
      </div>
      <form className="money-form" noValidate aria-labelledby="set-password-title" onSubmit={(event) => void onSubmit(event)}>
        <PaymentPasswordField label={t('password.new')} hint={t(`account:${rule.message}`)} rule={rule} registration={form.register('paymentPassword')} errorKey={errors.paymentPassword?.message} />
        <PaymentPasswordField label={t('password.confirm')} rule={rule} registration={form.register('confirmPaymentPassword')} errorKey={errors.confirmPaymentPassword?.message} />
        <button type="submit" className="button button--primary" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? <Spinner /> : t('password.setSubmit')}
        </button>
      </form>
    </section>
  );
}
