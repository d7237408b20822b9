import type { Hits, Selection } from '../types';
import { hit } from './hit';

/**
 * 3D, 2D and 4D: `straight` wins when the numbers equal the draw in order; `rambled` is a straight ticket on each
 * distinct order of the numbers, so it wins once when the draw is any order of them.
 */
export function orderedHits(betType: string, selection: Selection, drawn: readonly number[]): Hits {
  const numbers = selection.numbers ?? [];
  switch (betType) {
    case 'straight':
      return hit(numbers.length === drawn.length && numbers.every((n, i) => n === drawn[i]));
    case 'rambled':
      return hit(sameMultiset(numbers, drawn));
    default:
      throw new RangeError(`ordered games have no bet type ${betType}`);
  }
}

function sameMultiset(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  const left = [...a].sort((x, y) => x - y);
  const right = [...b].sort((x, y) => x - y);
  return left.every((n, i) => n === right[i]);
}
