import { useTranslation } from 'react-i18next';
import type { MemberInfo } from '@palaro/contract/member';
import { paths } from '../../../shared/config/paths';
import { Link } from '../../../shared/lib/router';

/** SPEC 2.3 VIP card: level label (0 when empty), account name, progress bar and label, level interests. */
export function VipCard({ member }: { member: MemberInfo }) {
  const { t } = useTranslation('account');
  const level = member.clubLabel.labelName || '0';
  const percent = Math.round(member.vipProgress * 100);
  return (
    <section className="vip-card" aria-label={t('member.vipCard')}>
      <div className="vip-card__top">
        <span className="vip-card__level">{level}</span>
        <span className="vip-card__account">{member.account}</span>
      </div>
      <div className="vip-card__bar" role="progressbar" aria-label={t('member.vipProgress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <span style={{ width: `${percent}%` }} />
      </div>
      <div className="vip-card__bottom">
        <span>{t('member.vipProgressLabel', { percent })}</span>
        <Link to={paths.benefits.getHref()}>{t('member.levelInterests')}</Link>
      </div>
    </section>
  );
}
