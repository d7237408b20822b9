import { describe, expect, it } from 'vitest';
import { compileSlot } from './compile';
import { fillWindow } from './evaluate';
import { scatterStormTitle, testTitle } from './fixtures';
import { slotDesignRtp } from './rtp';
import { spinAward, spinCoins } from './spin-core';
import { SLOT_TITLES } from './titles';
import type { SlotConfig } from './types';

/** Every combination of reel stops, each equally likely, played through the engine's own spin evaluation. */
function bruteForceBaseGame(config: SlotConfig, lines: number) {
  const slot = compileSlot(config);
  const lengths = slot.baseStrips.map((strip) => strip.length);
  const stops = new Int32Array(slot.reelCount);
  const cells = new Uint8Array(slot.reelCount * slot.rows);
  let coins = 0;
  let triggers = 0;
  let combinations = 0;
  const walk = (reel: number): void => {
    if (reel === slot.reelCount) {
      fillWindow(slot, slot.baseStrips, stops, cells);
      coins += spinCoins(slot, cells, lines, 1);
      if (spinAward(slot, cells) > 0) triggers++;
      combinations++;
      return;
    }
    for (let stop = 0; stop < lengths[reel]!; stop++) {
      stops[reel] = stop;
      walk(reel + 1);
    }
  };
  walk(0);
  return { value: coins / lines / combinations, triggerProbability: triggers / combinations };
}

describe('slot design RTP', () => {
  it('equals the base game played over every combination of reel stops', () => {
    const design = slotDesignRtp(testTitle);
    const brute = bruteForceBaseGame(testTitle, 4);
    expect(design.baseLines + design.baseScatter).toBeCloseTo(brute.value, 12);
    expect(design.triggerProbability).toBeCloseTo(brute.triggerProbability, 12);
  });

  it('adds free spins by Wald: expected spins x expected win per free spin', () => {
    // one award size and a cap far away: the expected count is F / (1 - p F) for a subcritical retrigger chain
    const single: SlotConfig = {
      ...testTitle,
      scatter: { ...testTitle.scatter, freeSpins: { 4: 2, 5: 2 } },
      freeSpins: { multiplier: 3, retrigger: true, maxPerRound: 1000 },
    };
    const design = slotDesignRtp(single);
    const p = design.triggerProbability;
    expect(p).toBeGreaterThan(0);
    expect(design.expectedFreeSpins).toBeCloseTo(2 / (1 - 2 * p), 9);
    expect(design.freeSpins).toBeCloseTo(p * design.expectedFreeSpins * design.freeSpinValue, 12);
    const noRetrigger = slotDesignRtp({ ...single, freeSpins: { ...single.freeSpins, retrigger: false } });
    expect(noRetrigger.expectedFreeSpins).toBe(2);
  });

  it('counts the cap: when every spin retriggers, the feature always runs to the cap', () => {
    const design = slotDesignRtp(scatterStormTitle);
    expect(design.triggerProbability).toBe(1);
    expect(design.expectedFreeSpins).toBeCloseTo(30, 9);
  });

  it('puts every demo title between 94% and 97%', () => {
    const rtps = Object.values(SLOT_TITLES).map((config) => [config.id, slotDesignRtp(config).rtp] as const);
    expect(rtps).toHaveLength(3);
    for (const [, rtp] of rtps) {
      expect(rtp).toBeGreaterThanOrEqual(0.94);
      expect(rtp).toBeLessThanOrEqual(0.97);
    }
  });
});

describe('demo titles', () => {
  it('are a 5x3 with 20 lines, a 3x3 with 5 lines and a 5x4 with 40 lines, each line different', () => {
    const shapes = Object.values(SLOT_TITLES).map((c) => [c.id, c.reels.length, c.rows, c.paylines.length]);
    expect(shapes).toEqual([
      ['isla-fortuna', 5, 3, 20],
      ['kampana-classic', 3, 3, 5],
      ['pista-fiesta', 5, 4, 40],
    ]);
    for (const config of Object.values(SLOT_TITLES)) {
      compileSlot(config);
      expect(new Set(config.paylines.map((line) => line.join())).size).toBe(config.paylines.length);
    }
  });
});
