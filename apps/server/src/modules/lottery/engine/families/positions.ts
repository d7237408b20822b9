import type { Hits, Selection } from '../types';
import { hit } from './hit';

/**
 * Bets on named positions of a drawn row (the five digits, the race's finishing order): `position` wins once per
 * named position that shows one of the named numbers; `positionBigSmall` and `positionOddEven` once per named
 * position whose number is on the named side. `bigFrom` is the smallest big number.
 */
export function positionHits(betType: string, selection: Selection, row: readonly number[], bigFrom: number): Hits {
  const positions = selection.positions ?? [];
  switch (betType) {
    case 'position': {
      const numbers = selection.numbers ?? [];
      return hit(true, positions.filter((p) => numbers.includes(row[p - 1]!)).length);
    }
    case 'positionBigSmall':
      return hit(true, positions.filter((p) => (row[p - 1]! >= bigFrom ? 'big' : 'small') === selection.option).length);
    case 'positionOddEven':
      return hit(true, positions.filter((p) => (row[p - 1]! % 2 === 1 ? 'odd' : 'even') === selection.option).length);
    default:
      throw new RangeError(`no position bet ${betType}`);
  }
}
