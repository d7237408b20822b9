import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { lastDays, type DayRange } from '../../lib/date-range';

/** The quick periods of the histories: today, the last 7 and the last 30 days. */
const QUICK_RANGES = [1, 7, 30] as const;

type Props = { range: DayRange; onRange: (range: DayRange) => void; rangeInvalid: boolean };

/** A history's period: quick picks, then From and To days; a range that runs backwards is named as such. */
export function PeriodFilter({ range, onRange, rangeInvalid }: Props) {
  const { t } = useTranslation('money');
  const fromId = useId();
  const toId = useId();
  const quickActive = (days: number) => {
    const quick = lastDays(days);
    return quick.fromDay === range.fromDay && quick.toDay === range.toDay;
  };
  return (
    <>
      <div className="filter-chips" role="group" aria-label={t('report.period')}>
        {QUICK_RANGES.map((days) => (
          <button
            key={days}
            type="button"
            className="filter-chip"
            aria-pressed={quickActive(days)}
            onClick={() => onRange(lastDays(days))}
          >
            {t(`report.last.${days}`)}
          </button>
        ))}
      </div>
      <div className="date-range">
        <div className="field">
          <label className="field__label" htmlFor={fromId}>
            {t('report.from')}
          </label>
          <input
            id={fromId}
            type="date"
            className="field__input"
            value={range.fromDay}
            max={range.toDay || undefined}
            onChange={(event) => onRange({ ...range, fromDay: event.target.value })}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={toId}>
            {t('report.to')}
          </label>
          <input
            id={toId}
            type="date"
            className="field__input"
            value={range.toDay}
            min={range.fromDay || undefined}
            onChange={(event) => onRange({ ...range, toDay: event.target.value })}
          />
        </div>
      </div>
      {rangeInvalid && (
        <p className="field__error" role="alert">
          {t('report.rangeInvalid')}
        </p>
      )}
    </>
  );
}
