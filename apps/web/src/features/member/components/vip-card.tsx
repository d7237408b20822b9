import { useTranslation } from 'react-i18next';
import type { MemberInfo } from '@palaro/contract/member';
import { paths } from '../../../shared/config/paths';
import { Link } from '../../../shared/lib/router';
import { vipLevels } from '../lib/vip-level';

/**
 * SPEC 2.3 VIP card: level label, account name, progress bar and label, level interests. The member
 * info gives the label and a progress fraction only, so what remains is told as a share of the way.
 */
export function VipCard({ member }: { member: MemberInfo }) {
  const { t } = useTranslation('account');
  const { current, next } = vipLevels(member.clubLabel.labelName);
  const percent = Math.round(member.vipProgress * 100);
  const nextName = next ?? t('member.vipNextLevel');
  return (
    <section className="vip-card" aria-label={t('member.vipCard')}>
      <div className="vip-card__top">
        <span className="vip-card__level">{current}</span>
        <span className="vip-card__account">{member.account}</span>
      </div>
      <div
        className="vip-card__bar"
        role="progressbar"
        aria-label={t('member.vipProgress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <div className="vip-card__bottom">
        <span>
          {percent >= 100
            ? t('member.vipReady', { next: nextName })
            : t('member.vipToGo', { remaining: 100 - percent, next: nextName })}
        </span>
        <Link to={paths.benefits.getHref()}>{t('member.levelInterests')}</Link>
      </div>
    </section>
  );
}
