import { LOTTERY } from '@palaro/contract';
import { describe, expect, it } from 'vitest';
import { binomial, distinctArrangements } from './combinatorics';
import { LOTTERY_GAMES, odds, VN_NORTH_TIERS } from './index';

const PRIZE_MODES: readonly string[] = Object.values(LOTTERY.prizeModes);

describe('the lottery catalogue', () => {
  it('holds the games of issue 19', () => {
    const ids = LOTTERY_GAMES.map((g) => g.gameId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const size of [42, 45, 49, 55, 58]) expect(ids).toContain(`lotto-6-${size}`);
    expect(ids).toEqual(expect.arrayContaining(['swertres-3d', 'ez2-2d', 'lotto-4d', 'vn-north']));
    for (const family of ['colour', 'dice', 'digits5', 'race10']) {
      for (const minutes of [1, 3, 5]) expect(ids).toContain(`${family}-${minutes}m`);
    }
  });

  it('draws traditional games daily in Manila from official results and entertainment games every few minutes by the house', () => {
    for (const game of LOTTERY_GAMES) {
      expect(game.schedule.timeZone).toBe('Asia/Manila');
      if (game.playType === 'trad') {
        expect(game.resultSource, game.gameId).toBe('official');
        expect(game.schedule.kind).toBe('daily');
      } else {
        expect(game.resultSource, game.gameId).toBe('house');
        expect(game.schedule.kind).toBe('interval');
      }
    }
  });

  it('has schedules a scheduler can follow', () => {
    for (const { gameId, schedule, salesCloseSeconds } of LOTTERY_GAMES) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone: schedule.timeZone })).not.toThrow();
      expect(salesCloseSeconds, gameId).toBeGreaterThan(0);
      if (schedule.kind === 'daily') {
        expect(schedule.times.length).toBeGreaterThan(0);
        for (const time of schedule.times) expect(time).toMatch(/^([01][0-9]|2[0-3]):[0-5][0-9]$/);
        if (schedule.weekdays !== undefined) expect(schedule.weekdays.length).toBeGreaterThan(0);
      } else {
        expect(1440 % schedule.everyMinutes, gameId).toBe(0);
        expect(salesCloseSeconds, gameId).toBeLessThan(schedule.everyMinutes * 60);
      }
    }
  });

  it('describes the northern Vietnamese draw as 27 prizes', () => {
    expect(VN_NORTH_TIERS.reduce((sum, tier) => sum + tier.count, 0)).toBe(27);
    expect(VN_NORTH_TIERS.map((t) => `${t.count}x${t.digits}`).join(' ')).toBe('1x5 1x5 2x5 6x5 4x4 6x4 3x3 4x2');
  });

  it('gives every bet type limits and odds in each of its game prize modes, and only those', () => {
    for (const game of LOTTERY_GAMES) {
      expect(game.prizeModes.length).toBeGreaterThan(0);
      for (const mode of game.prizeModes) expect(PRIZE_MODES).toContain(mode);
      const codes = game.betTypes.map((t) => t.code);
      expect(new Set(codes).size, game.gameId).toBe(codes.length);
      for (const type of game.betTypes) {
        const where = `${game.gameId} ${type.code}`;
        expect(type.minStake, where).toBeGreaterThan(0n);
        expect(type.maxStake, where).toBeGreaterThanOrEqual(type.minStake);
        expect(Object.keys(type.prizes).sort(), where).toEqual([...game.prizeModes].sort());
        for (const table of Object.values(type.prizes)) {
          expect(Object.keys(table.odds).length, where).toBeGreaterThan(0);
          for (const odds of Object.values(table.odds)) expect(odds.tenThousandths, where).toBeGreaterThan(10_000n);
        }
      }
    }
  });

  it('designs every bet type to return between 90% and 98%', () => {
    for (const game of LOTTERY_GAMES) {
      for (const type of game.betTypes) {
        for (const table of Object.values(type.prizes)) {
          for (const [key, basisPoints] of Object.entries(table.designReturn)) {
            expect(basisPoints, `${game.gameId} ${type.code} ${key}`).toBeGreaterThanOrEqual(9_000);
            expect(basisPoints, `${game.gameId} ${type.code} ${key}`).toBeLessThanOrEqual(9_800);
          }
        }
      }
    }
  });
});

describe('combinatorics', () => {
  it('C(n, k) follows Pascal', () => {
    for (let n = 1; n <= 50; n++) {
      for (let k = 1; k < n; k++) expect(binomial(n, k)).toBe(binomial(n - 1, k - 1) + binomial(n - 1, k));
    }
    expect(binomial(58, 6)).toBe(40_475_358);
    expect(binomial(5, 7)).toBe(0);
    expect(() => binomial(60, 30)).toThrow(RangeError);
  });

  it('counts the distinct orders of numbers with repeats', () => {
    expect(distinctArrangements([1, 2, 3])).toBe(6);
    expect(distinctArrangements([1, 1, 2])).toBe(3);
    expect(distinctArrangements([1, 1, 2, 2])).toBe(6);
    expect(distinctArrangements([7, 7, 7, 7])).toBe(1);
  });
});

describe('odds', () => {
  it('reads decimal odds into exact ten-thousandths', () => {
    expect(odds('1.95').tenThousandths).toBe(19_500n);
    expect(odds('9200').tenThousandths).toBe(92_000_000n);
    expect(odds('12.5').tenThousandths).toBe(125_000n);
    expect(odds('0.0001').tenThousandths).toBe(1n);
    expect(odds('3.5').text).toBe('3.5');
  });

  it('refuses what is not a plain decimal of at most four decimals', () => {
    for (const text of ['1.23456', '-1', '01', '1.', '.5', '1e3', ''])
      expect(() => odds(text), text).toThrow(RangeError);
  });
});
