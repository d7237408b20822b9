import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { useNavigate } from '../../../shared/lib/router';
import { PromptDialog } from '../../../shared/ui/dialogs';

const UNLOCKS = ['money', 'records', 'messages', 'vip', 'security'] as const;

/** SPEC 4: a trial account gets free_reject, with cancel and "Register now", and what a real account would give it. */
export function TrialRefusal() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  return (
    <PromptDialog
      open
      title={t('member.trialTitle')}
      message={
        <>
          <p className="trial-refusal__lead">{t('free_reject')}</p>
          <p className="trial-refusal__title">{t('member.unlocksTitle')}</p>
          <ul className="trial-refusal__unlocks" aria-label={t('member.unlocksTitle')}>
            {UNLOCKS.map((key) => (
              <li key={key}>{t(`member.unlock.${key}`)}</li>
            ))}
          </ul>
        </>
      }
      confirmLabel={t('member.registerNow')}
      onConfirm={() => navigate(paths.register.getHref())}
      onCancel={() => navigate(paths.home.getHref(), { replace: true })}
    />
  );
}
