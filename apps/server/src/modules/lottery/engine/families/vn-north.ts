import type { Hits, PrizeTierResult, Selection } from '../types';
import { hit } from './hit';

/**
 * The Vietnamese northern draw's 27 prizes. `lo2` pays on every prize whose last two digits are a named number and
 * `lo3` on every prize of three digits or more whose last three are: one hit per prize, so a number may win several
 * times. `de` and `threeCang` look at the special prize only (last two, last three digits).
 */
export function vnNorthHits(betType: string, selection: Selection, tiers: readonly PrizeTierResult[]): Hits {
  const numbers = selection.numbers ?? [];
  switch (betType) {
    case 'lo2':
      return hit(true, countTails(allPrizes(tiers), numbers, 2));
    case 'lo3':
      return hit(true, countTails(allPrizes(tiers), numbers, 3));
    case 'de':
      return hit(true, countTails(specialPrize(tiers), numbers, 2));
    case 'threeCang':
      return hit(true, countTails(specialPrize(tiers), numbers, 3));
    default:
      throw new RangeError(`the Vietnamese northern lottery has no bet type ${betType}`);
  }
}

function allPrizes(tiers: readonly PrizeTierResult[]): string[] {
  return tiers.flatMap((tier) => tier.numbers);
}

function specialPrize(tiers: readonly PrizeTierResult[]): string[] {
  return [...(tiers[0]?.numbers ?? [])];
}

/** Hits of the named numbers on the prizes' last `digits` digits; prizes shorter than that cannot hit. */
function countTails(prizes: readonly string[], numbers: readonly number[], digits: number): number {
  const named = new Set(numbers);
  let hits = 0;
  for (const prize of prizes) {
    if (prize.length >= digits && named.has(Number(prize.slice(-digits)))) hits++;
  }
  return hits;
}
