import { useTranslation } from 'react-i18next';
import type { CustomerSecurityQuestions } from '@palaro/contract/security-questions';
import { formatDateTime } from '../../../shared/lib/money/format-date';
import { QuestionIcon } from './security-icons';
import { SecurityItem } from './security-item';

type Props = { mine: CustomerSecurityQuestions; required: number; onEdit: () => void };

/** The player's chosen questions (never the answers) and the way to set or change them. */
export function SecurityQuestionsItem({ mine, required, onEdit }: Props) {
  const { t, i18n } = useTranslation('security');
  const chosen = mine.questions;
  return (
    <SecurityItem Icon={QuestionIcon} title={t('questions.title')} on={mine.complete} text={t('questions.text')}>
      {chosen.length > 0 && (
        <ol className="security-questions" aria-label={t('questions.chosen')}>
          {chosen.map((question) => (
            <li key={question.id}>{question.text}</li>
          ))}
        </ol>
      )}
      {mine.updatedAt && (
        <p className="security-item__note">
          {t('questions.updated', { date: formatDateTime(mine.updatedAt, i18n.language) })}
        </p>
      )}
      {chosen.length > 0 && !mine.complete && (
        <p className="security-item__note security-item__note--warn">
          {t('questions.incomplete', { number: String(required) })}
        </p>
      )}
      <div className="security-item__actions">
        <button
          type="button"
          className={chosen.length > 0 ? 'button button--ghost' : 'button button--primary'}
          onClick={onEdit}
        >
          {chosen.length > 0 ? t('questions.change') : t('questions.set')}
        </button>
      </div>
    </SecurityItem>
  );
}
