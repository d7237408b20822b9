import { computeSystemStatus } from './compute-system-status';
import { readCachedStatus, writeCachedStatus } from './status-cache';

describe('computeSystemStatus (SPEC 4)', () => {
  it.each([
    [{ maintenance: false, regionRestriction: false }, 0],
    [{ maintenance: true, regionRestriction: false }, 1],
    [{ maintenance: true, regionRestriction: true }, 1],
    [{ maintenance: false, regionRestriction: true }, 2],
  ])('%o -> %i', (input, expected) => {
    expect(computeSystemStatus(input)).toBe(expected);
  });
});

describe('the status cache', () => {
  it('keeps the last status in local storage and ignores anything unknown', () => {
    expect(readCachedStatus()).toBeUndefined();
    writeCachedStatus(2);
    expect(window.localStorage.getItem('MC_SYSTEM_STATUS')).toBe('2');
    expect(readCachedStatus()).toBe(2);
    window.localStorage.setItem('MC_SYSTEM_STATUS', 'broken');
    expect(readCachedStatus()).toBeUndefined();
  });
});
