import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_TYPE, STORAGE_KEYS, TOAST_MS } from '@palaro/contract/constants';
import { startFreePlay } from '../api/start-free-play';
import { paths } from '../../../shared/config/paths';
import { errorText } from '../../../shared/lib/error-text';
import { Link, useNavigate } from '../../../shared/lib/router';
import { useSession } from '../../../shared/lib/session/session-store';
import { startSession } from '../../../shared/lib/session/start-session';
import { writeItem } from '../../../shared/lib/storage';
import { dismissToast, showToast } from '../../../shared/ui/toast/toast-store';
import '../../../shared/ui/form/form.css';

/** /m/trail: start a free-trial account, keep its user name in session storage, then home (SPEC 4). */
export default function TrailScreen() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const session = useSession();
  const trialHeld = session?.type === MEMBER_TYPE.TRIAL;
  // SPEC 4: once a trial session exists, the player goes home.
  useEffect(() => {
    if (trialHeld && !busy) navigate(paths.home.getHref(), { replace: true });
  }, [trialHeld, busy, navigate]);
  const start = async () => {
    setBusy(true);
    const loading = showToast(t('in_please_wait'), { durationMs: TOAST_MS.loadingUntilDone });
    try {
      const value = await startFreePlay();
      startSession(value, value.customerType);
      writeItem('session', STORAGE_KEYS.trialUser, value.userName);
      navigate(paths.home.getHref(), { replace: true });
    } catch (error) {
      showToast(errorText(t, error), { tone: 'error' });
    } finally {
      dismissToast(loading);
      setBusy(false);
    }
  };
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="trial-heading">
        <h2 id="trial-heading" className="auth-card__heading">
          {t('trial.heading')}
        </h2>
        <p>{t(session && !trialHeld ? 'trial.member' : 'trial.text')}</p>
        {session && !trialHeld ? (
          // a real account has nothing to try out, and a trial would end its session
          <Link className="button button--primary" to={paths.home.getHref()}>
            {t('trial.home')}
          </Link>
        ) : (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            aria-busy={busy}
            onClick={() => void start()}
          >
            {t('trial.start')}
          </button>
        )}
      </section>
    </div>
  );
}
