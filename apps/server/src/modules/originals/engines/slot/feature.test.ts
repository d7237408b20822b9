import { describe, expect, it } from 'vitest';
import { compileSlot } from './compile';
import { runFeature } from './feature';
import { testTitle } from './fixtures';

const withFeature = (retrigger: boolean, maxPerRound: number) =>
  compileSlot({ ...testTitle, freeSpins: { multiplier: 3, retrigger, maxPerRound } });

/** Plays the feature with a scripted award for each free spin. */
function play(retrigger: boolean, cap: number, first: number, awards: number[]) {
  let spin = 0;
  const counters = runFeature(withFeature(retrigger, cap), first, () => awards[spin++] ?? 0);
  return { ...counters, calls: spin };
}

describe('free-spin feature', () => {
  it('plays exactly the awarded spins when nothing retriggers', () => {
    expect(play(true, 50, 5, [])).toEqual({ awarded: 5, played: 5, retriggers: 0, capped: false, calls: 5 });
  });

  it('adds a retrigger award to the spins left', () => {
    expect(play(true, 50, 5, [0, 8, 0, 0, 5])).toEqual({
      awarded: 18,
      played: 18,
      retriggers: 2,
      capped: false,
      calls: 18,
    });
  });

  it('ignores scatter awards during free spins when retriggers are off', () => {
    expect(play(false, 50, 5, [8, 8, 8])).toEqual({ awarded: 5, played: 5, retriggers: 0, capped: false, calls: 5 });
  });

  it('never awards more than the per-round cap, and says so', () => {
    expect(play(true, 12, 8, [8, 8])).toEqual({ awarded: 12, played: 12, retriggers: 2, capped: true, calls: 12 });
    expect(play(true, 6, 8, [])).toEqual({ awarded: 6, played: 6, retriggers: 0, capped: true, calls: 6 });
  });
});
