import { useTranslation } from 'react-i18next';
import type { GameCategory } from '@palaro/contract/games';
import { useVendorSorting } from '../../../shared/api/get-vendor-sorting';
import { categoryLabelKey, orderGameCategories } from '../../../shared/lib/game-categories';
import { PeriodFilter } from '../../../shared/ui/money/period-filter';
import type { RecordView } from '../lib/record-view';

type Props = { view: RecordView; onChange: (view: RecordView) => void; rangeInvalid: boolean };

/** The catalogue's game categories (in the lobby's order) as one-of chips, and the period. */
export function GameRecordFilters({ view, onChange, rangeInvalid }: Props) {
  const { t } = useTranslation('money');
  const sorting = useVendorSorting().data;
  const categories = sorting ? orderGameCategories(sorting) : [];
  // a category named by the address stays offered even when the catalogue no longer lists it
  if (view.category && !categories.includes(view.category)) categories.push(view.category);
  const chip = (category: GameCategory | undefined, label: string) => (
    <button
      key={category ?? 'all'}
      type="button"
      className="filter-chip"
      aria-pressed={view.category === category}
      onClick={() => onChange({ ...view, category })}
    >
      {label}
    </button>
  );
  return (
    <section className="money-card" aria-label={t('gameRecord.filters')}>
      <div className="filter-chips" role="group" aria-label={t('gameRecord.categories')}>
        {chip(undefined, t('gameRecord.all'))}
        {categories.map((category) => chip(category, t(categoryLabelKey(category))))}
      </div>
      <PeriodFilter range={view.range} onRange={(range) => onChange({ ...view, range })} rangeInvalid={rangeInvalid} />
    </section>
  );
}
