// Wall-clock time in a named time zone, from the runtime's own time-zone database (Intl): no offsets of our own.

export type LocalDate = { readonly year: number; readonly month: number; readonly day: number };
export type LocalDateTime = LocalDate & { readonly hour: number; readonly minute: number; readonly second: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Throws a RangeError for a name the time-zone database does not know. */
export function checkTimeZone(timeZone: string): void {
  formatterOf(timeZone);
}

/** The wall-clock reading of an instant in the zone. */
export function localTimeOf(instantMs: number, timeZone: string): LocalDateTime {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
export function offsetAt(instantMs: number, timeZone: string): number {
  const local = localTimeOf(instantMs, timeZone);
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
  return asUtc - Math.floor(instantMs / 1000) * 1000;
}

/**
 * The instant a wall-clock reading names in the zone, or undefined for a reading the zone skips (a daylight-saving
 * gap). Of a reading that happens twice (the hour repeated in autumn), the earlier.
 */
export function instantOf(local: LocalDateTime, timeZone: string): number | undefined {
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
  const candidates = new Set([asUtc - offsetAt(asUtc, timeZone)]);
  for (const guess of [...candidates]) candidates.add(asUtc - offsetAt(guess, timeZone));
  const found = [...candidates].filter((instant) => instant + offsetAt(instant, timeZone) === asUtc);
  return found.length === 0 ? undefined : Math.min(...found);
}

/** The local date after `date` (calendar arithmetic, no zone involved). */
export function nextDate(date: LocalDate, days = 1): LocalDate {
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

/** 0 = Sunday ... 6 = Saturday, of a calendar date. */
export function weekdayOf(date: LocalDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

export const compactDate = (date: LocalDate) =>
  `${date.year}${String(date.month).padStart(2, '0')}${String(date.day).padStart(2, '0')}`;
