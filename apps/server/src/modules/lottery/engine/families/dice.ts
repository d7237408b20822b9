import type { Hits, Selection } from '../types';
import { hit } from './hit';

/**
 * Three dice. `sum` wins at the level of the total it named; big (11-17), small (4-10), odd and even lose on a
 * triple, as at a sic bo table; `anyTriple` wins on any three alike, `triple` on three of a named face and `pair`
 * on at least two of a named face.
 */
export function diceHits(betType: string, selection: Selection, dice: readonly number[]): Hits {
  const [a, b, c] = dice as [number, number, number];
  const total = a + b + c;
  const triple = a === b && b === c;
  const faces = selection.numbers ?? [];
  switch (betType) {
    case 'sum':
      return faces.includes(total) ? { [String(total)]: 1 } : {};
    case 'bigSmall':
      return hit(!triple && (total >= 11 ? 'big' : 'small') === selection.option);
    case 'oddEven':
      return hit(!triple && (total % 2 === 1 ? 'odd' : 'even') === selection.option);
    case 'anyTriple':
      return hit(triple);
    case 'triple':
      return hit(triple && faces.includes(a));
    case 'pair':
      return hit(true, faces.filter((face) => dice.filter((die) => die === face).length >= 2).length);
    default:
      throw new RangeError(`the dice game has no bet type ${betType}`);
  }
}
