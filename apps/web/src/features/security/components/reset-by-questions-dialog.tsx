import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SecurityConfig, SecurityQuestion } from '@palaro/contract/security-questions';
import { useRegisterSettings } from '../../../shared/api/get-register-settings';
import { paymentPasswordRule } from '../../../shared/lib/forms/payment-password-schema';
import { useRecheckOnLanguage } from '../../../shared/lib/use-recheck-on-language';
import { PaymentPasswordField } from '../../../shared/ui/form/payment-password-field';
import { TextField } from '../../../shared/ui/form/text-field';
import { Modal } from '../../../shared/ui/modal/modal';
import { Spinner } from '../../../shared/ui/spinner';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { resetPaymentPasswordByQuestions } from '../api/reset-payment-password-by-questions';
import { invalidateSecurity } from '../lib/invalidate-security';
import { makeResetByQuestionsSchema, type ResetByQuestionsValues } from '../lib/security-answers-schema';
import { securityErrorText } from '../lib/security-error-text';

type Props = {
  open: boolean;
  onClose: () => void;
  config: SecurityConfig;
  questions: readonly SecurityQuestion[];
  onSetQuestions: () => void;
};

/** A forgotten withdrawal password replaced by answering the player's own questions; wrong answers count towards its lock. */
export function ResetByQuestionsDialog({ open, onClose, config, questions, onSetQuestions }: Props) {
  const { t } = useTranslation(['security', 'money', 'common']);
  const titleId = useId();
  const queryClient = useQueryClient();
  const ruleFromServer = useRegisterSettings().data?.rules.paymentPassword;
  const rule = paymentPasswordRule(ruleFromServer);
  const schema = useMemo(() => makeResetByQuestionsSchema(config, ruleFromServer), [config, ruleFromServer]);
  const defaults = useMemo(
    () => ({ answers: questions.map(() => ''), paymentPassword: '', confirmPaymentPassword: '' }),
    [questions],
  );
  const form = useForm<ResetByQuestionsValues>({ resolver: zodResolver(schema) as never, values: defaults });
  useRecheckOnLanguage(form);
  const { errors, isSubmitting } = form.formState;

  const close = () => {
    form.reset(defaults);
    onClose();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await resetPaymentPasswordByQuestions({
        answers: questions.map((question, index) => ({ questionId: question.id, answer: values.answers[index] ?? '' })),
        paymentPassword: values.paymentPassword.trim(),
        confirmPaymentPassword: values.confirmPaymentPassword.trim(),
      });
    } catch (error) {
      showToast(securityErrorText(t, error), { tone: 'error' });
      return;
    }
    showToast(t('money:password.resetDone'), { tone: 'success' });
    await invalidateSecurity(queryClient);
    close();
  });

  return (
    <Modal open={open} onClose={close} labelledBy={titleId} placement="bottom">
      {questions.length === 0 ? (
        <div className="sheet">
          <h2 id={titleId} className="sheet__title">
            {t('reset.title')}
          </h2>
          <p className="money-card__note">{t('reset.noQuestions')}</p>
          <div className="result-card__actions">
            <button type="button" className="button button--ghost" onClick={close}>
              {t('common:common.cancel')}
            </button>
            <button type="button" className="button button--primary" onClick={onSetQuestions}>
              {t('reset.setFirst')}
            </button>
          </div>
        </div>
      ) : (
        <form
          className="sheet money-form security-sheet"
          noValidate
          aria-labelledby={titleId}
          onSubmit={(event) => void onSubmit(event)}
        >
          <div>
            <h2 id={titleId} className="sheet__title">
              {t('reset.title')}
            </h2>
            <p className="money-card__note">{t('reset.intro')}</p>
          </div>
          {questions.map((question, index) => (
            <TextField
              key={question.id}
              label={question.text}
              registration={form.register(`answers.${index}`)}
              errorKey={errors.answers?.[index]?.message}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={256}
            />
          ))}
          <PaymentPasswordField
            label={t('money:password.new')}
            hint={t(`account:${rule.message}`)}
            rule={rule}
            registration={form.register('paymentPassword')}
            errorKey={errors.paymentPassword?.message}
          />
          <PaymentPasswordField
            label={t('money:password.confirm')}
            rule={rule}
            registration={form.register('confirmPaymentPassword')}
            errorKey={errors.confirmPaymentPassword?.message}
          />
          <p className="money-card__note">
            {t('reset.lockNote', { max: String(config.maxFailures), minutes: String(config.lockMinutes) })}
          </p>
          <div className="result-card__actions security-sheet__actions">
            <button type="button" className="button button--ghost" onClick={close}>
              {t('common:common.cancel')}
            </button>
            <button type="submit" className="button button--primary" disabled={isSubmitting} aria-busy={isSubmitting}>
              {isSubmitting ? <Spinner /> : t('reset.submit')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
