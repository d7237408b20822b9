import type { Hits, Selection } from '../types';
import { hit } from './hit';
import { positionHits } from './positions';

/** Five digits: bets on positions (digit, big 5-9 / small, odd / even) and on the sum (big 23-45 / small, odd / even). */
export function digits5Hits(betType: string, selection: Selection, digits: readonly number[]): Hits {
  const sum = digits.reduce((total, digit) => total + digit, 0);
  switch (betType) {
    case 'position':
    case 'positionBigSmall':
    case 'positionOddEven':
      return positionHits(betType, selection, digits, 5);
    case 'sumBigSmall':
      return hit((sum >= 23 ? 'big' : 'small') === selection.option);
    case 'sumOddEven':
      return hit((sum % 2 === 1 ? 'odd' : 'even') === selection.option);
    default:
      throw new RangeError(`the five-digit game has no bet type ${betType}`);
  }
}
