import type { CompiledSlot } from './compile';

export type FeatureCounters = { awarded: number; played: number; retriggers: number; capped: boolean };

/**
 * The free-spin feature: plays until every awarded spin is played; with retriggers on, a free spin's own award
 * is added, never beyond the title's per-round cap. `playFreeSpin` plays one and answers its award.
 */
export function runFeature(slot: CompiledSlot, firstAward: number, playFreeSpin: () => number): FeatureCounters {
  const { maxPerRound, retrigger } = slot.config.freeSpins;
  const counters: FeatureCounters = {
    awarded: Math.min(firstAward, maxPerRound),
    played: 0,
    retriggers: 0,
    capped: firstAward > maxPerRound,
  };
  while (counters.played < counters.awarded) {
    const award = playFreeSpin();
    counters.played++;
    if (!retrigger || award === 0) continue;
    const added = Math.min(award, maxPerRound - counters.awarded);
    if (added < award) counters.capped = true;
    counters.awarded += added;
    counters.retriggers++;
  }
  return counters;
}
