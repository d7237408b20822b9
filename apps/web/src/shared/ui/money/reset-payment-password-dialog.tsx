import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useRegisterSettings } from '../../api/get-register-settings';
import { resetPaymentPassword } from '../../api/reset-payment-password';
import {
  makeResetPaymentPasswordSchema,
  paymentPasswordRule,
  type ResetPaymentPasswordValues,
} from '../../lib/forms/payment-password-schema';
import { moneyErrorText } from '../../lib/money/money-error-text';
import { Link } from '../../lib/router';
import { useRecheckOnLanguage } from '../../lib/use-recheck-on-language';
import { PasswordField } from '../form/password-field';
import { PaymentPasswordField } from '../form/payment-password-field';
import { Modal } from '../modal/modal';
import { Spinner } from '../spinner';
import { showToast } from '../toast/toast-store';

type Props = {
  open: boolean;
  onClose: () => void;
  onDone?: () => void;
  /** Where a player who forgot the login password too can answer the security questions instead. */
  questionsHref?: string;
};

/** A forgotten withdrawal password is replaced after the login password proves who is asking. */
export function ResetPaymentPasswordDialog({ open, onClose, onDone, questionsHref }: Props) {
  const { t } = useTranslation('money');
  const titleId = useId();
  const ruleFromServer = useRegisterSettings().data?.rules.paymentPassword;
  const rule = paymentPasswordRule(ruleFromServer);
  const schema = useMemo(() => makeResetPaymentPasswordSchema(ruleFromServer), [ruleFromServer]);
  const form = useForm<ResetPaymentPasswordValues>({
    resolver: zodResolver(schema) as never,
    defaultValues: { loginPassword: '', paymentPassword: '', confirmPaymentPassword: '' },
  });
  useRecheckOnLanguage(form);
  const { errors, isSubmitting } = form.formState;

  const close = () => {
    form.reset();
    onClose();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await resetPaymentPassword({
        loginPassword: values.loginPassword,
        paymentPassword: values.paymentPassword.trim(),
        confirmPaymentPassword: values.confirmPaymentPassword.trim(),
      });
    } catch (error) {
      showToast(moneyErrorText(t, error), { tone: 'error' });
      return;
    }
    showToast(t('password.resetDone'), { tone: 'success' });
    onDone?.();
    close();
  });

  return (
    <Modal open={open} onClose={close} labelledBy={titleId} placement="bottom">
      <form
        className="sheet money-form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-labelledby={titleId}
      >
        <div>
          <h2 id={titleId} className="sheet__title">
            {t('password.resetTitle')}
          </h2>
          <p className="money-card__note">{t('password.resetText')}</p>
        </div>
        <PasswordField
          label={t('password.login')}
          registration={form.register('loginPassword')}
          errorKey={errors.loginPassword?.message}
          autoComplete="current-password"
        />
        {questionsHref && (
          <Link to={questionsHref} className="link-button money-forgot">
            {t('password.useQuestions')}
          </Link>
        )}
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
        <div className="result-card__actions">
          <button type="button" className="button button--ghost" onClick={close}>
            {t('common:common.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting ? <Spinner /> : t('password.resetSubmit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
