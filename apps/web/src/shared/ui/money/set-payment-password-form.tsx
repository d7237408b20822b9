import { useMemo, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useRegisterSettings } from '../../api/get-register-settings';
import { setPaymentPassword } from '../../api/set-payment-password';
import {
  makeSetPaymentPasswordSchema,
  paymentPasswordRule,
  type SetPaymentPasswordValues,
} from '../../lib/forms/payment-password-schema';
import { moneyErrorText } from '../../lib/money/money-error-text';
import { useRecheckOnLanguage } from '../../lib/use-recheck-on-language';
import { PaymentPasswordField } from '../form/payment-password-field';
import { Spinner } from '../spinner';
import { showToast } from '../toast/toast-store';

type Props = { labelledBy: string; onDone: () => void | Promise<void>; children?: ReactNode };

/** The first withdrawal password, typed twice by the merchant's rule; `children` go beside the submit button. */
export function SetPaymentPasswordForm({ labelledBy, onDone, children }: Props) {
  const { t } = useTranslation('money');
  const ruleFromServer = useRegisterSettings().data?.rules.paymentPassword;
  const rule = paymentPasswordRule(ruleFromServer);
  const schema = useMemo(() => makeSetPaymentPasswordSchema(ruleFromServer), [ruleFromServer]);
  const form = useForm<SetPaymentPasswordValues>({
    resolver: zodResolver(schema) as never,
    defaultValues: { paymentPassword: '', confirmPaymentPassword: '' },
  });
  useRecheckOnLanguage(form);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await setPaymentPassword({
        paymentPassword: values.paymentPassword.trim(),
        confirmPaymentPassword: values.confirmPaymentPassword.trim(),
      });
    } catch (error) {
      showToast(moneyErrorText(t, error), { tone: 'error' });
      return;
    }
    showToast(t('password.saved'), { tone: 'success' });
    form.reset();
    await onDone();
  });

  const submit = (
    <button type="submit" className="button button--primary" disabled={isSubmitting} aria-busy={isSubmitting}>
      {isSubmitting ? <Spinner /> : t('password.setSubmit')}
    </button>
  );
  return (
    <form className="money-form" noValidate aria-labelledby={labelledBy} onSubmit={(event) => void onSubmit(event)}>
      <PaymentPasswordField
        label={t('password.new')}
        hint={t(`account:${rule.message}`)}
        rule={rule}
        registration={form.register('paymentPassword')}
        errorKey={errors.paymentPassword?.message}
      />
      <PaymentPasswordField
        label={t('password.confirm')}
        rule={rule}
        registration={form.register('confirmPaymentPassword')}
        errorKey={errors.confirmPaymentPassword?.message}
      />
      {children ? (
        <div className="result-card__actions">
          {children}
          {submit}
        </div>
      ) : (
        submit
      )}
    </form>
  );
}
