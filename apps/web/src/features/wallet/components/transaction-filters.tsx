import { useTranslation } from 'react-i18next';
import type { TxCode, TxCodeList } from '@palaro/contract/reports';
import type { DayRange } from '../../../shared/lib/date-range';
import { PeriodFilter } from '../../../shared/ui/money/period-filter';

type Props = {
  codes: TxCodeList;
  selected: readonly TxCode[];
  onToggle: (code: TxCode | null) => void;
  range: DayRange;
  onRange: (range: DayRange) => void;
  rangeInvalid: boolean;
};

/** Transaction types (TxCodeList) as toggles, and a date range with quick picks. */
export function TransactionFilters({ codes, selected, onToggle, range, onRange, rangeInvalid }: Props) {
  const { t } = useTranslation('money');
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
      <PeriodFilter range={range} onRange={onRange} rangeInvalid={rangeInvalid} />
    </section>
  );
}
