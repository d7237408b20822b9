import { compileSlot, type CompiledSlot } from './compile';
import { evaluateLine, type LineHit } from './evaluate';
import type { SlotConfig } from './types';

/** A title's design return, every part a share of the total bet. */
export type SlotDesignRtp = {
  rtp: number;
  baseLines: number;
  baseScatter: number;
  freeSpins: number;
  /** Chance that a paid spin starts the feature. */
  triggerProbability: number;
  /** Expected free spins played per feature, retriggers and the cap included. */
  expectedFreeSpins: number;
  /** Expected win of one free spin, multiplier included. */
  freeSpinValue: number;
};

/**
 * Expected line pay per line, in coins: every line shows one independent, uniformly placed cell per reel, so
 * enumerating every combination of symbols weighted by their counts on the strips is exact.
 */
function lineValue(slot: CompiledSlot, strips: Uint8Array[]): number {
  const perReel = strips.map((strip) => {
    const counts = new Map<number, number>();
    for (const symbol of strip) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    return [...counts];
  });
  const window = new Uint8Array(slot.reelCount * slot.rows);
  const line = new Uint8Array(slot.reelCount);
  const hit: LineHit = { symbol: 0, count: 0 };
  let weighted = 0;
  const walk = (reel: number, weight: number): void => {
    if (reel === slot.reelCount) {
      weighted += weight * evaluateLine(slot, window, line, hit);
      return;
    }
    for (const [symbol, count] of perReel[reel]!) {
      window[reel * slot.rows] = symbol;
      walk(reel + 1, weight * count);
    }
  };
  walk(0, 1);
  const combinations = strips.reduce((product, strip) => product * strip.length, 1);
  return weighted / combinations;
}

/** Chance of each scatter count in the window: per reel over every stop, then convolved across reels. */
export function scatterDistribution(slot: CompiledSlot, strips: Uint8Array[]): number[] {
  let distribution = [1];
  for (const strip of strips) {
    const perStop = new Array<number>(slot.rows + 1).fill(0);
    for (let stop = 0; stop < strip.length; stop++) {
      let count = 0;
      for (let row = 0; row < slot.rows; row++) if (strip[(stop + row) % strip.length] === slot.scatter) count++;
      perStop[count]! += 1 / strip.length;
    }
    const next = new Array<number>(distribution.length + slot.rows).fill(0);
    distribution.forEach((p, have) => perStop.forEach((q, add) => (next[have + add]! += p * q)));
    distribution = next;
  }
  return distribution;
}

/**
 * Expected free spins played when a feature starts with `start` spins: every played spin may retrigger
 * (award by scatter count) until the cap; solved over (spins left, spins awarded so far).
 */
function expectedSpins(slot: CompiledSlot, freeDistribution: number[], start: number): number {
  const { maxPerRound, retrigger } = slot.config.freeSpins;
  const first = Math.min(start, maxPerRound);
  if (!retrigger) return first;
  const awards = freeDistribution
    .map((p, count) => ({ p, award: slot.scatterSpins[count] ?? 0 }))
    .filter(({ p, award }) => p > 0 && award > 0);
  const cap = maxPerRound;
  // value[awarded][left] = expected final number of spins awarded (all of which get played)
  const value: Float64Array[] = Array.from({ length: cap + 1 }, () => new Float64Array(cap + 1));
  for (let awarded = cap; awarded >= 1; awarded--) {
    const row = value[awarded]!;
    row[0] = awarded;
    for (let left = 1; left <= awarded; left++) {
      let expected = 0;
      let stay = 1;
      for (const { p, award } of awards) {
        const added = Math.min(award, cap - awarded);
        if (added === 0) continue;
        expected += p * value[awarded + added]![left - 1 + added]!;
        stay -= p;
      }
      row[left] = expected + stay * row[left - 1]!;
    }
  }
  return value[first]![first]!;
}

export function slotDesignRtp(config: SlotConfig): SlotDesignRtp {
  const slot = compileSlot(config);
  const baseScatters = scatterDistribution(slot, slot.baseStrips);
  const freeScatters = scatterDistribution(slot, slot.freeStrips);
  const scatterValue = (distribution: number[]) =>
    distribution.reduce((sum, p, count) => sum + p * (slot.scatterPays[count] ?? 0), 0);
  const baseLines = lineValue(slot, slot.baseStrips);
  const baseScatter = scatterValue(baseScatters);
  const freeSpinValue =
    slot.config.freeSpins.multiplier * (lineValue(slot, slot.freeStrips) + scatterValue(freeScatters));
  let triggerProbability = 0;
  let spinsPerPaidSpin = 0;
  baseScatters.forEach((p, count) => {
    const award = slot.scatterSpins[count] ?? 0;
    if (award === 0 || p === 0) return;
    triggerProbability += p;
    spinsPerPaidSpin += p * expectedSpins(slot, freeScatters, award);
  });
  const freeSpins = spinsPerPaidSpin * freeSpinValue;
  return {
    rtp: baseLines + baseScatter + freeSpins,
    baseLines,
    baseScatter,
    freeSpins,
    triggerProbability,
    expectedFreeSpins: triggerProbability > 0 ? spinsPerPaidSpin / triggerProbability : 0,
    freeSpinValue,
  };
}
