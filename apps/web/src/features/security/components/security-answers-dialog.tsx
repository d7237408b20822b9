import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SecurityConfig } from '@palaro/contract/security-questions';
import { useRecheckOnLanguage } from '../../../shared/lib/use-recheck-on-language';
import { PasswordField } from '../../../shared/ui/form/password-field';
import { Modal } from '../../../shared/ui/modal/modal';
import { Spinner } from '../../../shared/ui/spinner';
import { showToast } from '../../../shared/ui/toast/toast-store';
import { useSecurityQuestions } from '../api/get-security-questions';
import { setSecurityAnswers } from '../api/set-security-answers';
import { invalidateSecurity } from '../lib/invalidate-security';
import { makeSecurityAnswersSchema, type SecurityAnswersValues } from '../lib/security-answers-schema';
import { securityErrorText } from '../lib/security-error-text';
import { QuestionSlot } from './question-slot';

type Props = { open: boolean; onClose: () => void; config: SecurityConfig; chosenIds: readonly string[] };

const emptySlots = (count: number, chosen: readonly string[]) =>
  Array.from({ length: count }, (_, index) => ({ questionId: chosen[index] ?? '', answer: '' }));

/** Choosing the questions and answering them; saving replaces every earlier answer and needs the login password. */
export function SecurityAnswersDialog({ open, onClose, config, chosenIds }: Props) {
  const { t } = useTranslation(['security', 'common']);
  const titleId = useId();
  const queryClient = useQueryClient();
  const questions = useSecurityQuestions(open);
  const count = config.questionsRequired;
  const schema = useMemo(() => makeSecurityAnswersSchema(config), [config]);
  const defaults = useMemo(() => ({ slots: emptySlots(count, chosenIds), loginPassword: '' }), [count, chosenIds]);
  const form = useForm<SecurityAnswersValues>({ resolver: zodResolver(schema) as never, values: defaults });
  useRecheckOnLanguage(form);
  const { errors, isSubmitting } = form.formState;
  const picked = form.watch('slots').map((slot) => slot.questionId);
  const hint = t('answers.hint', { min: String(config.answerMinLength), max: String(config.answerMaxLength) });

  const close = () => {
    form.reset(defaults);
    onClose();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await setSecurityAnswers({
        loginPassword: values.loginPassword,
        answers: values.slots.map((slot) => ({ questionId: slot.questionId, answer: slot.answer })),
      });
    } catch (error) {
      form.setValue('loginPassword', '');
      showToast(securityErrorText(t, error), { tone: 'error' });
      return;
    }
    showToast(t('answers.saved'), { tone: 'success' });
    await invalidateSecurity(queryClient);
    close();
  });

  return (
    <Modal open={open} onClose={close} labelledBy={titleId} placement="bottom">
      <form
        className="sheet money-form security-sheet"
        noValidate
        aria-labelledby={titleId}
        onSubmit={(event) => void onSubmit(event)}
      >
        <div>
          <h2 id={titleId} className="sheet__title">
            {chosenIds.length > 0 ? t('answers.changeTitle') : t('answers.title')}
          </h2>
          <p className="money-card__note">{t('answers.intro', { number: String(count) })}</p>
        </div>
        {questions.isPending && <Spinner />}
        {questions.isError && (
          <p className="field__error" role="alert">
            {t('answers.loadError')}
          </p>
        )}
        {/* the password registers after the slots, so a failed check focuses the first field on screen */}
        {questions.data && (
          <>
            {Array.from({ length: count }, (_, index) => (
              <QuestionSlot
                key={index}
                number={index + 1}
                questions={questions.data}
                taken={new Set(picked.filter((id, other) => id && other !== index))}
                question={form.register(`slots.${index}.questionId`)}
                answer={form.register(`slots.${index}.answer`)}
                questionError={errors.slots?.[index]?.questionId?.message}
                answerError={errors.slots?.[index]?.answer?.message}
                hint={hint}
              />
            ))}
            <PasswordField
              label={t('answers.login')}
              hint={t('answers.loginHint')}
              registration={form.register('loginPassword')}
              errorKey={errors.loginPassword?.message}
              autoComplete="current-password"
            />
          </>
        )}
        {chosenIds.length > 0 && <p className="money-card__note">{t('answers.replaceNote')}</p>}
        <div className="result-card__actions security-sheet__actions">
          <button type="button" className="button button--ghost" onClick={close}>
            {t('common:common.cancel')}
          </button>
          <button
            type="submit"
            className="button button--primary"
            disabled={isSubmitting || !questions.data}
            aria-busy={isSubmitting}
          >
            {isSubmitting ? <Spinner /> : t('answers.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
