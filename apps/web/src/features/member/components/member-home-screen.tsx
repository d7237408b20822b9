import { useTranslation } from 'react-i18next';
import { MEMBER_TYPE } from '@palaro/contract/constants';
import { getMemberInfoQueryOptions, useMemberInfo } from '../../../shared/api/get-member-info';
import { useRegisterSettings } from '../../../shared/api/get-register-settings';
import { useSystemStatus } from '../../../shared/api/get-system-status';
import { useSession } from '../../../shared/lib/session/session-store';
import { Spinner } from '../../../shared/ui/spinner';
import { HeadIcon } from './head-icon';
import { MemberEntries } from './member-entries';
import { ProfileRow } from './profile-row';
import { TrialMemberCentre } from './trial-member-centre';
import { VipCard } from './vip-card';
import '../../../shared/ui/form/form.css';
import './member.css';

/** /m/member/home: profile, VIP card and the ways on (SPEC 2.3, 4). */
export default function MemberHomeScreen() {
  const { t } = useTranslation('account');
  const session = useSession();
  const trial = session?.type === MEMBER_TYPE.TRIAL;
  const member = useMemberInfo();
  const rules = useRegisterSettings().data?.rules;
  const vipOn = useSystemStatus().data?.info.whitelabel.vip === true;
  const queryKey = getMemberInfoQueryOptions(session?.token).queryKey;

  if (trial) return <TrialMemberCentre />;
  if (!member.data)
    return member.isError ? (
      <p className="member-error">{t('errors.unknown')}</p>
    ) : (
      <Spinner className="spinner--page" />
    );
  const info = member.data;
  return (
    <div className="member-page">
      <section className="member-profile" aria-label={t('member.profile')}>
        <div className="member-profile__head">
          <HeadIcon member={info} queryKey={queryKey} />
          <div>
            <h2 className="member-profile__name">{info.nickname || info.account}</h2>
            <p className="member-profile__account">{t('member.account', { account: info.account })}</p>
          </div>
        </div>
        <ProfileRow field="nickname" value={info.nickname} rule={rules?.nickname} queryKey={queryKey} />
        <ProfileRow field="email" value={info.email} rule={rules?.email} queryKey={queryKey} />
        <ProfileRow field="payeeName" value={info.payeeName} rule={rules?.payeeName} queryKey={queryKey} />
      </section>
      {vipOn && <VipCard member={info} />}
      <MemberEntries />
    </div>
  );
}
