import { describe, expect, it } from 'vitest';
import { drawGames } from './draw-games';
import { planOf, previousDrawAt, slotsBetween, slotsOfDay, type DrawPlan } from './schedule';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const every = (minutes: number): DrawPlan =>
  planOf({ kind: 'interval', timeZone: 'Asia/Manila', everyMinutes: minutes });

describe('lottery schedules', () => {
  it('puts a one-minute game on the minute grid of Manila, numbered from local midnight, across midnight', () => {
    // 23:58:30 Manila is 15:58:30 UTC
    const slots = slotsBetween(every(1), at('2026-11-28T15:58:30Z'), at('2026-11-28T16:02:00Z'));
    expect(slots.map((slot) => [slot.drawNumber, iso(slot.drawAt)])).toEqual([
      ['20261128-1439', '2026-11-28T15:59:00.000Z'],
      ['20261128-1440', '2026-11-28T16:00:00.000Z'],
      ['20261129-0001', '2026-11-28T16:01:00.000Z'],
      ['20261129-0002', '2026-11-28T16:02:00.000Z'],
    ]);
    // 06:01 Manila is the 361st draw of the day
    expect(slotsBetween(every(1), at('2026-11-27T22:00:30Z'), at('2026-11-27T22:01:00Z'))[0]?.drawNumber).toBe(
      '20261128-0361',
    );
  });

  it('keeps the three- and five-minute games on their grids: 480 and 288 draws a day', () => {
    for (const [minutes, perDay] of [
      [3, 480],
      [5, 288],
    ] as const) {
      const day = slotsOfDay(every(minutes), { year: 2026, month: 11, day: 28 });
      expect(day).toHaveLength(perDay);
      expect(iso(day[0]!.drawAt)).toBe(`2026-11-27T16:0${minutes}:00.000Z`);
      expect(day.at(-1)).toEqual({ drawNumber: `20261128-0${perDay}`, drawAt: at('2026-11-28T16:00:00Z') });
      for (let i = 1; i < day.length; i++) expect(day[i]!.drawAt - day[i - 1]!.drawAt).toBe(minutes * 60_000);
    }
    const threes = slotsBetween(every(3), at('2026-11-28T15:55:00Z'), at('2026-11-28T16:07:00Z'));
    expect(threes.map((slot) => slot.drawNumber)).toEqual([
      '20261128-0479',
      '20261128-0480',
      '20261129-0001',
      '20261129-0002',
    ]);
    const fives = slotsBetween(every(5), at('2026-11-28T15:55:00Z'), at('2026-11-28T16:07:00Z'));
    expect(fives.map((slot) => [slot.drawNumber, iso(slot.drawAt)])).toEqual([
      ['20261128-0288', '2026-11-28T16:00:00.000Z'],
      ['20261129-0001', '2026-11-28T16:05:00.000Z'],
    ]);
  });

  it('draws daily games at their local times on their weekdays only, numbered by time of day', () => {
    const plan: DrawPlan = { kind: 'daily', timeZone: 'Asia/Manila', times: ['21:00', '14:00', '17:00'] };
    const slots = slotsBetween(plan, at('2026-11-28T10:00:00Z'), at('2026-11-29T10:00:00Z'));
    expect(slots.map((slot) => [slot.drawNumber, iso(slot.drawAt)])).toEqual([
      ['20261128-0003', '2026-11-28T13:00:00.000Z'],
      ['20261129-0001', '2026-11-29T06:00:00.000Z'],
      ['20261129-0002', '2026-11-29T09:00:00.000Z'],
    ]);
    // 2026-11-28 is a Saturday: a Tuesday-Thursday-Saturday game draws then and next on Tuesday
    const tts: DrawPlan = { kind: 'daily', timeZone: 'Asia/Manila', times: ['21:00'], weekdays: ['tue', 'thu', 'sat'] };
    const week = slotsBetween(tts, at('2026-11-28T00:00:00Z'), at('2026-12-04T00:00:00Z'));
    expect(week.map((slot) => slot.drawNumber)).toEqual(['20261128-0001', '20261201-0001', '20261203-0001']);
    expect(iso(previousDrawAt(tts, at('2026-12-01T13:00:00Z')))).toBe('2026-11-28T13:00:00.000Z');
  });

  it('follows the zone database where clocks change: New York on the day daylight saving ends has 25 hours', () => {
    const day = slotsOfDay(
      { kind: 'interval', timeZone: 'America/New_York', everySeconds: 3600 },
      { year: 2026, month: 11, day: 1 },
    );
    // 24 wall-clock hours, the first 01:00 taken once; the last draw is the next midnight, 25 hours after this one
    expect(day).toHaveLength(24);
    expect(iso(day[0]!.drawAt)).toBe('2026-11-01T05:00:00.000Z');
    expect(iso(day.at(-1)!.drawAt)).toBe('2026-11-02T05:00:00.000Z');
    const daily = slotsOfDay(
      { kind: 'daily', timeZone: 'America/New_York', times: ['02:30'] },
      { year: 2026, month: 3, day: 8 },
    );
    expect(daily).toEqual([]);
  });

  it("runs a test server's fast draws every few seconds, and only for interval games", () => {
    const games = drawGames(10);
    const dice = games.get('dice-1m')!;
    expect(dice.plan).toEqual({ kind: 'interval', timeZone: 'Asia/Manila', everySeconds: 10 });
    expect(dice.salesCloseSeconds).toBe(2);
    const slots = slotsBetween(dice.plan, at('2026-11-28T15:59:45Z'), at('2026-11-28T16:00:15Z'));
    expect(slots.map((slot) => slot.drawNumber)).toEqual(['20261128-8639', '20261128-8640', '20261129-0001']);
    expect(games.get('lotto-6-42')!.plan.kind).toBe('daily');
    expect(drawGames().get('dice-1m')!.salesCloseSeconds).toBe(10);
  });
});
