import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TxCode, TxCodeList } from '@palaro/contract/reports';
import { lastDays, type DayRange } from '../lib/date-range';

type Props = {
  codes: TxCodeList;
  selected: readonly TxCode[];
  onToggle: (code: TxCode | null) => void;
  range: DayRange;
  onRange: (range: DayRange) => void;
  rangeInvalid: boolean;
};

const QUICK_RANGES = [1, 7, 30] as const;

/** Transaction types (TxCodeList) as toggles, and a date range with quick picks. */
export function TransactionFilters({ codes, selected, onToggle, range, onRange, rangeInvalid }: Props) {
  const { t } = useTranslation('money');
  const fromId = useId();
  const toId = useId();
  const quickActive = (days: number) => {
    const quick = lastDays(days);
    return quick.fromDay === range.fromDay && quick.toDay === range.toDay;
  };
  return (
    <section className="money-card" aria-label={t('report.filters')}>
      <div className="filter-chips" role="group" aria-label={t('report.types')}>
        <button
          type="button"
          className="filter-chip"
          aria-pressed={selected.length === 0}
          onClick={() => onToggle(null)}
        >
          {t('history.all')}
        </button>
        {codes.map((code) => (
          <button
            key={code.txCode}
            type="button"
            className="filter-chip"
            aria-pressed={selected.includes(code.txCode)}
            onClick={() => onToggle(code.txCode)}
          >
            {t(code.i18nKey, { defaultValue: code.name })}
          </button>
        ))}
      </div>
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
    </section>
  );
}
