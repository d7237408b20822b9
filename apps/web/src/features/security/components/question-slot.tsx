import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SecurityQuestion } from '@palaro/contract/security-questions';
import { TextField } from '../../../shared/ui/form/text-field';

type Props = {
  number: number;
  questions: readonly SecurityQuestion[];
  /** Questions chosen in the other slots: offered, but not selectable twice. */
  taken: ReadonlySet<string>;
  question: UseFormRegisterReturn;
  answer: UseFormRegisterReturn;
  questionError?: string;
  answerError?: string;
  hint: string;
};

/** One question to choose and its answer. */
export function QuestionSlot({ number, questions, taken, question, answer, questionError, answerError, hint }: Props) {
  const { t } = useTranslation('security');
  const selectId = useId();
  const errorId = `${selectId}-error`;
  return (
    <div className="question-slot">
      <div className={questionError ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={selectId}>
          {t('answers.question', { number: String(number) })}
        </label>
        <div className="field__row">
          <select
            id={selectId}
            className="field__input field__select--full"
            aria-invalid={questionError ? true : undefined}
            aria-describedby={questionError ? errorId : undefined}
            {...question}
          >
            <option value="">{t('answers.choose')}</option>
            {questions.map((entry) => (
              <option key={entry.id} value={entry.id} disabled={taken.has(entry.id)}>
                {entry.text}
              </option>
            ))}
          </select>
        </div>
        {questionError && (
          <p id={errorId} className="field__error">
            {t(questionError)}
          </p>
        )}
      </div>
      <TextField
        label={t('answers.answer', { number: String(number) })}
        registration={answer}
        errorKey={answerError}
        hint={hint}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={256}
      />
    </div>
  );
}
