import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { useNavigate } from '../../../shared/lib/router';
import { PromptDialog } from '../../../shared/ui/dialogs';

/** SPEC 4: a trial account gets free_reject, with cancel and "Register now". */
export function TrialRefusal() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  return (
    <PromptDialog
      open
      title={t('member.trialTitle')}
      message={t('free_reject')}
      confirmLabel={t('member.registerNow')}
      onConfirm={() => navigate(paths.register.getHref())}
      onCancel={() => navigate(paths.home.getHref(), { replace: true })}
    />
  );
}
