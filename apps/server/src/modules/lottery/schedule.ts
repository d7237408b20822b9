import type { Schedule, Weekday } from './engine';
import { compactDate, instantOf, localTimeOf, nextDate, weekdayOf, type LocalDate } from './zoned-time';

/**
 * When a game draws, as this module counts it: the engine's Schedule, with interval games in seconds so a test server
 * can draw every few seconds (LOTTERY_FAST_DRAW_SECONDS).
 */
export type DrawPlan =
  | {
      readonly kind: 'daily';
      readonly timeZone: string;
      readonly times: readonly string[];
      readonly weekdays?: readonly Weekday[];
    }
  | { readonly kind: 'interval'; readonly timeZone: string; readonly everySeconds: number };

/** One draw of a plan: its public number (`YYYYMMDD-NNNN`, the local date and the draw's place in that day) and time. */
export type Slot = { readonly drawNumber: string; readonly drawAt: number };

const DAY_SECONDS = 86_400;
const WEEKDAYS: readonly Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function planOf(schedule: Schedule, fastDrawSeconds?: number): DrawPlan {
  if (schedule.kind === 'daily') return schedule;
  return {
    kind: 'interval',
    timeZone: schedule.timeZone,
    everySeconds: fastDrawSeconds ?? schedule.everyMinutes * 60,
  };
}

/** Throws for a plan that cannot be drawn (an unknown zone, a period that does not divide the day, a bad time). */
export function checkPlan(plan: DrawPlan): void {
  localTimeOf(0, plan.timeZone);
  if (plan.kind === 'interval') {
    if (!Number.isInteger(plan.everySeconds) || plan.everySeconds < 1 || DAY_SECONDS % plan.everySeconds !== 0)
      throw new Error(`a draw every ${plan.everySeconds} s does not divide the day`);
    return;
  }
  if (plan.times.length === 0 || plan.times.some((time) => !TIME.test(time)))
    throw new Error(`daily draw times must be HH:mm: ${plan.times.join(', ')}`);
}

const drawNumberOf = (date: LocalDate, place: number) => `${compactDate(date)}-${String(place).padStart(4, '0')}`;

/**
 * The draws of one local day. An interval game's day holds the draws at every period after local midnight up to and
 * including the next midnight (so `-0001` of a one-minute game is 00:01 and `-1440` the following 00:00); a daily
 * game's day holds its times in clock order, numbered from 1. A reading the zone skips (a daylight-saving gap) has
 * no draw.
 */
export function slotsOfDay(plan: DrawPlan, date: LocalDate): Slot[] {
  if (plan.kind === 'daily') {
    if (plan.weekdays && !plan.weekdays.includes(WEEKDAYS[weekdayOf(date)]!)) return [];
    return [...plan.times].sort().flatMap((time, index) => {
      const [, hour, minute] = TIME.exec(time)!;
      const drawAt = instantOf({ ...date, hour: Number(hour), minute: Number(minute), second: 0 }, plan.timeZone);
      return drawAt === undefined ? [] : [{ drawNumber: drawNumberOf(date, index + 1), drawAt }];
    });
  }
  const count = DAY_SECONDS / plan.everySeconds;
  const midnight = instantOf({ ...date, hour: 0, minute: 0, second: 0 }, plan.timeZone);
  const next = instantOf({ ...nextDate(date), hour: 0, minute: 0, second: 0 }, plan.timeZone);
  const slots: Slot[] = [];
  // a day without a change of offset is a straight grid; only a day with one needs each reading looked up
  const even = midnight !== undefined && next !== undefined && next - midnight === DAY_SECONDS * 1000;
  for (let place = 1; place <= count; place++) {
    const seconds = place * plan.everySeconds;
    const drawAt = even
      ? midnight + seconds * 1000
      : place === count
        ? next
        : instantOf(
            {
              ...date,
              hour: Math.floor(seconds / 3600),
              minute: Math.floor((seconds % 3600) / 60),
              second: seconds % 60,
            },
            plan.timeZone,
          );
    if (drawAt !== undefined) slots.push({ drawNumber: drawNumberOf(date, place), drawAt });
  }
  return slots;
}

/** The draws with from < drawAt <= to, in time order. */
export function slotsBetween(plan: DrawPlan, fromMs: number, toMs: number): Slot[] {
  // local days that can hold such a draw: from the day before `from` (its last draw is the next midnight) to `to`'s
  const margin = 2 * DAY_SECONDS * 1000;
  const first = localTimeOf(fromMs - margin / 2, plan.timeZone);
  const lastDay = compactDate(localTimeOf(toMs + margin / 2, plan.timeZone));
  const slots: Slot[] = [];
  for (let date: LocalDate = first; compactDate(date) <= lastDay; date = nextDate(date)) {
    for (const slot of slotsOfDay(plan, { year: date.year, month: date.month, day: date.day }))
      if (slot.drawAt > fromMs && slot.drawAt <= toMs) slots.push(slot);
  }
  return slots.sort((a, b) => a.drawAt - b.drawAt);
}

/** The latest draw time at or before `atMs`: when the draw after it opens for sale. */
export function previousDrawAt(plan: DrawPlan, atMs: number): number {
  const lookBack = plan.kind === 'interval' ? plan.everySeconds * 1000 : 8 * DAY_SECONDS * 1000;
  const earlier = slotsBetween(plan, atMs - lookBack - 1, atMs - 1);
  return earlier.at(-1)?.drawAt ?? atMs - lookBack;
}
