import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMemberInfo } from '../../../shared/api/get-member-info';
import { paths } from '../../../shared/config/paths';
import { Link, useNavigate, useSearchParams } from '../../../shared/lib/router';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ResetPaymentPasswordDialog } from '../../../shared/ui/money/reset-payment-password-dialog';
import { Spinner } from '../../../shared/ui/spinner';
import { useHasWithdrawalPassword } from '../api/get-has-withdrawal-password';
import { useMySecurityQuestions } from '../api/get-my-security-questions';
import { useSecurityConfig } from '../api/get-security-config';
import { invalidateSecurity } from '../lib/invalidate-security';
import { ResetByQuestionsDialog } from './reset-by-questions-dialog';
import { SecurityAnswersDialog } from './security-answers-dialog';
import { KeyIcon } from './security-icons';
import { SecurityItem } from './security-item';
import { SecurityOverview } from './security-overview';
import { SecurityQuestionsItem } from './security-questions-item';
import { SetWithdrawalPasswordDialog } from './set-withdrawal-password-dialog';
import { WithdrawalPasswordItem } from './withdrawal-password-item';
import '../../../shared/ui/form/form.css';
import '../../../shared/ui/money/money.css';
import './security.css';

type Dialog = 'setWithdrawal' | 'resetWithLogin' | 'resetWithQuestions' | 'answers' | null;

/** /m/member/security: the login password, the withdrawal password and the security questions in one place. */
export default function SecurityScreen() {
  const { t } = useTranslation(['security', 'common']);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const params = useSearchParams();
  const [dialog, setDialog] = useState<Dialog>(params.get('reset') === 'questions' ? 'resetWithQuestions' : null);
  const config = useSecurityConfig();
  const mine = useMySecurityQuestions();
  const withdrawal = useHasWithdrawalPassword();
  const member = useMemberInfo();

  const closeDialog = () => {
    setDialog(null);
    // a reload should not open the reset again
    if (params.get('reset')) navigate(paths.memberSecurity.getHref(), { replace: true });
  };

  const calls = [config, mine, withdrawal, member];
  if (calls.some((call) => call.isError)) {
    return (
      <div className="security-page">
        <EmptyState text={t('loadError')}>
          <button
            type="button"
            className="button button--primary"
            onClick={() => calls.forEach((call) => void call.refetch())}
          >
            {t('common:common.retry')}
          </button>
        </EmptyState>
      </div>
    );
  }
  if (!config.data || !mine.data || !withdrawal.data || !member.data) return <Spinner className="spinner--page" />;

  const hasLogin = member.data.hasPassword;
  const hasWithdrawal = withdrawal.data.hasWithdrawalPassword;
  const questions = mine.data;
  const done = [hasLogin, hasWithdrawal, questions.complete].filter(Boolean).length;

  return (
    <div className="security-page">
      <SecurityOverview done={done} total={3} />
      <SecurityItem
        Icon={KeyIcon}
        title={t('login.title')}
        on={hasLogin}
        text={hasLogin ? t('login.text') : t('login.noneText')}
      >
        <div className="security-item__actions">
          <Link to={paths.changePsw.getHref()} className={hasLogin ? 'button button--ghost' : 'button button--primary'}>
            {hasLogin ? t('login.change') : t('login.set')}
          </Link>
        </div>
      </SecurityItem>
      <WithdrawalPasswordItem
        isSet={hasWithdrawal}
        questionsSet={questions.questionIds.length > 0}
        questionsReset={config.data.resetsWithdrawalPassword}
        onSet={() => setDialog('setWithdrawal')}
        onResetWithLogin={() => setDialog('resetWithLogin')}
        onResetWithQuestions={() => setDialog('resetWithQuestions')}
      />
      <SecurityQuestionsItem
        mine={questions}
        required={config.data.questionsRequired}
        onEdit={() => setDialog('answers')}
      />

      <SetWithdrawalPasswordDialog
        open={dialog === 'setWithdrawal'}
        onClose={closeDialog}
        onDone={() => invalidateSecurity(queryClient)}
      />
      <ResetPaymentPasswordDialog
        open={dialog === 'resetWithLogin'}
        onClose={closeDialog}
        onDone={() => void invalidateSecurity(queryClient)}
      />
      <ResetByQuestionsDialog
        open={dialog === 'resetWithQuestions' && config.data.resetsWithdrawalPassword}
        onClose={closeDialog}
        config={config.data}
        questions={questions.questions}
        onSetQuestions={() => setDialog('answers')}
      />
      <SecurityAnswersDialog
        open={dialog === 'answers'}
        onClose={closeDialog}
        config={config.data}
        chosenIds={questions.questionIds}
      />
    </div>
  );
}
