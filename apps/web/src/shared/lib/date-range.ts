// Whole local days as the instants of a history call (the transaction report, the game record).

/** A yyyy-mm-dd date in the player's own time zone. */
export function localDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function localMidnight(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}

export type DayRange = { fromDay: string; toDay: string };

/** The last `days` days up to and including today. */
export function lastDays(days: number, today = new Date()): DayRange {
  const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1));
  return { fromDay: localDate(from), toDay: localDate(today) };
}

/**
 * Whole local days as the report's instants: from the first day's midnight (inclusive) to the midnight after the
 * last day (exclusive); null when a day is missing or the range runs backwards.
 */
export function rangeToQuery({ fromDay, toDay }: DayRange): { from: string; to: string } | null {
  const from = localMidnight(fromDay);
  const last = localMidnight(toDay);
  if (!from || !last || from > last) return null;
  const to = new Date(last.getFullYear(), last.getMonth(), last.getDate() + 1);
  return { from: from.toISOString(), to: to.toISOString() };
}
