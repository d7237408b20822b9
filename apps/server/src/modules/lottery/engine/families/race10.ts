import type { Hits, Selection } from '../types';
import { hit } from './hit';
import { positionHits } from './positions';

/**
 * The race of ten: the draw is the finishing order of cars 1-10. Bets on places (car, big 6-10 / small, odd / even)
 * and on the first two: `topTwo` names winner and runner-up in order, `topTwoAnyOrder` in either order.
 */
export function race10Hits(betType: string, selection: Selection, order: readonly number[]): Hits {
  const [first, second] = selection.numbers ?? [];
  switch (betType) {
    case 'position':
    case 'positionBigSmall':
    case 'positionOddEven':
      return positionHits(betType, selection, order, 6);
    case 'topTwo':
      return hit(order[0] === first && order[1] === second);
    case 'topTwoAnyOrder':
      return hit((order[0] === first && order[1] === second) || (order[0] === second && order[1] === first));
    default:
      throw new RangeError(`the race has no bet type ${betType}`);
  }
}
