import { useTranslation } from 'react-i18next';
import { ShieldCheckIcon } from './security-icons';

const LEVELS = ['low', 'low', 'medium', 'high'] as const;

/** How many of the account's protections are on, as a level and a meter. */
export function SecurityOverview({ done, total }: { done: number; total: number }) {
  const { t } = useTranslation('security');
  const level = LEVELS[Math.min(done, LEVELS.length - 1)] ?? 'low';
  return (
    <section className={`security-overview security-overview--${level}`} aria-labelledby="security-overview-title">
      <span className="security-overview__badge">
        <ShieldCheckIcon />
      </span>
      <div className="security-overview__body">
        <h2 id="security-overview-title" className="security-overview__title">
          {t('overview.title')}
        </h2>
        <p className="security-overview__level">{t(`overview.level.${level}`)}</p>
        <div
          className="security-overview__meter"
          role="meter"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={done}
          aria-label={t('overview.count', { done: String(done), total: String(total) })}
        >
          {Array.from({ length: total }, (_, index) => (
            <span key={index} className={index < done ? 'is-on' : undefined} />
          ))}
        </div>
        <p className="security-overview__text">{t('overview.count', { done: String(done), total: String(total) })}</p>
      </div>
    </section>
  );
}
