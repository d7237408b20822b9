import { lastDays, localDate, rangeToQuery } from './date-range';

describe('report date ranges', () => {
  it('covers whole local days, the last day included', () => {
    const query = rangeToQuery({ fromDay: '2026-11-01', toDay: '2026-11-23' });
    expect(query?.from).toBe(new Date(2026, 10, 1).toISOString());
    expect(query?.to).toBe(new Date(2026, 10, 24).toISOString());
  });

  it('refuses a range that runs backwards or a missing day', () => {
    expect(rangeToQuery({ fromDay: '2026-11-24', toDay: '2026-11-23' })).toBeNull();
    expect(rangeToQuery({ fromDay: '', toDay: '2026-11-23' })).toBeNull();
  });

  it('counts the last n days up to today', () => {
    const today = new Date(2026, 0, 3, 15, 0);
    expect(lastDays(7, today)).toEqual({ fromDay: '2025-12-28', toDay: '2026-01-03' });
    expect(lastDays(1, today)).toEqual({ fromDay: localDate(today), toDay: '2026-01-03' });
  });
});
