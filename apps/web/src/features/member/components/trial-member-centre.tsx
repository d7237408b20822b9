import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/lib/session/session-store';
import { MemberEntries } from './member-entries';
import { TrialRefusal } from './trial-refusal';

/**
 * A trial account's member centre: the real layout, greyed and out of reach, under the free_reject prompt, so the
 * player sees what registering opens rather than a blank page.
 */
export function TrialMemberCentre() {
  const { t } = useTranslation('account');
  const name = useSession()?.userName ?? '';
  return (
    <>
      <div className="member-page member-page--locked" data-testid="trial-member-centre" aria-hidden="true" inert>
        <section className="member-profile">
          <div className="member-profile__head">
            <span className="member-icon member-icon--static">{name.slice(0, 1).toUpperCase()}</span>
            <div>
              <h2 className="member-profile__name">{name}</h2>
              <p className="member-profile__account">{t('member.trialTitle')}</p>
            </div>
          </div>
        </section>
        <MemberEntries />
      </div>
      <TrialRefusal />
    </>
  );
}
