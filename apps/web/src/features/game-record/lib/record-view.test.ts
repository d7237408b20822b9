import { lastDays } from '../../../shared/lib/date-range';
import { viewFromSearch, viewHref } from './record-view';

describe('the game record view in the address', () => {
  it('shows the last 7 days of every category when the address names nothing', () => {
    const today = new Date(2026, 10, 26, 9, 30);
    expect(viewFromSearch(new URLSearchParams(''), today)).toEqual({ category: undefined, range: lastDays(7, today) });
  });

  it('reads a category and days back from the address it wrote', () => {
    const view = { category: 'LOCAL' as const, range: { fromDay: '2026-11-01', toDay: '2026-11-26' } };
    const href = viewHref(view);
    expect(href).toBe('/m/gameRecord?category=LOCAL&from=2026-11-01&to=2026-11-26');
    expect(viewFromSearch(new URL(href, 'http://local').searchParams)).toEqual(view);
  });

  it('ignores an unknown category and keeps a half-typed range as typed', () => {
    expect(viewFromSearch(new URLSearchParams('category=CASINO&from=2026-11-01'))).toEqual({
      category: undefined,
      range: { fromDay: '2026-11-01', toDay: '' },
    });
  });
});
