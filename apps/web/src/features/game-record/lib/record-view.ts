import type { GameCategory } from '@palaro/contract/games';
import { paths, withQuery } from '../../../shared/config/paths';
import { lastDays, type DayRange } from '../../../shared/lib/date-range';
import { categoryFromQuery } from '../../../shared/lib/game-categories';

/** What the game record shows: one category (or every one) over whole local days. */
export type RecordView = { category: GameCategory | undefined; range: DayRange };

/** The days shown when the address names none: the last 7, like the transaction report. */
export const DEFAULT_DAYS = 7;

/** The view the address names (`category`, `from`, `to` as yyyy-mm-dd); the last 7 days of every category otherwise. */
export function viewFromSearch(params: URLSearchParams, today = new Date()): RecordView {
  const from = params.get('from');
  const to = params.get('to');
  return {
    category: categoryFromQuery(params.get('category')),
    range: from === null && to === null ? lastDays(DEFAULT_DAYS, today) : { fromDay: from ?? '', toDay: to ?? '' },
  };
}

/** The address of a view; the filters ride in the query, so coming back from a round keeps them. */
export function viewHref({ category, range }: RecordView): string {
  return withQuery(paths.gameRecord.path, { category, from: range.fromDay, to: range.toDay });
}
