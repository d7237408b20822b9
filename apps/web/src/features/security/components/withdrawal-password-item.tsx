import { useTranslation } from 'react-i18next';
import { LockIcon } from './security-icons';
import { SecurityItem } from './security-item';

type Props = {
  isSet: boolean;
  questionsSet: boolean;
  questionsReset: boolean;
  onSet: () => void;
  onResetWithLogin: () => void;
  onResetWithQuestions: () => void;
};

/** The withdrawal password: set it, or replace a forgotten one with the login password or the security questions. */
export function WithdrawalPasswordItem({
  isSet,
  questionsSet,
  questionsReset,
  onSet,
  onResetWithLogin,
  onResetWithQuestions,
}: Props) {
  const { t } = useTranslation('security');
  return (
    <SecurityItem Icon={LockIcon} title={t('withdrawal.title')} on={isSet} text={t('withdrawal.text')}>
      <div className="security-item__actions">
        {isSet ? (
          <>
            <button type="button" className="button button--ghost" onClick={onResetWithLogin}>
              {t('withdrawal.resetLogin')}
            </button>
            {questionsReset && (
              <button
                type="button"
                className="button button--ghost"
                onClick={onResetWithQuestions}
                disabled={!questionsSet}
                aria-describedby={questionsSet ? undefined : 'withdrawal-questions-note'}
              >
                {t('withdrawal.resetQuestions')}
              </button>
            )}
          </>
        ) : (
          <button type="button" className="button button--primary" onClick={onSet}>
            {t('withdrawal.set')}
          </button>
        )}
      </div>
      {isSet && questionsReset && !questionsSet && (
        <p id="withdrawal-questions-note" className="security-item__note">
          {t('withdrawal.needsQuestions')}
        </p>
      )}
    </SecurityItem>
  );
}
