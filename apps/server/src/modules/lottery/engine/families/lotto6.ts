import { binomial } from '../combinatorics';
import type { Hits, Selection } from '../types';

/**
 * A 6/xx ticket wins by how many of its six numbers were drawn; the level is that count ("3" ... "6").
 * A system bet of k numbers is every 6-subset of them: with m of the k drawn, C(m, j) * C(k - m, 6 - j) tickets
 * match exactly j.
 */
export function lotto6Hits(betType: string, selection: Selection, drawn: readonly number[]): Hits {
  if (betType !== 'pick') throw new RangeError(`lotto6 has no bet type ${betType}`);
  const picked = selection.numbers ?? [];
  const drawnSet = new Set(drawn);
  const matched = picked.filter((n) => drawnSet.has(n)).length;
  const size = drawn.length;
  const hits: Record<string, number> = {};
  for (let level = 1; level <= size; level++) {
    const tickets = binomial(matched, level) * binomial(picked.length - matched, size - level);
    if (tickets > 0) hits[String(level)] = tickets;
  }
  return hits;
}
