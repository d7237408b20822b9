import type { Hits, Selection } from '../types';
import { hit } from './hit';

/**
 * The number-and-colour game draws one digit. 1, 3, 7, 9 are green; 2, 4, 6, 8 red; 0 is red and violet, 5 green and
 * violet. A red or green bet wins level `colour` on a plain number of its colour and level `shared` on the violet
 * number it shares; a violet bet wins on 0 and 5. Big is 5-9, small 0-4.
 */
export const COLOURS_OF_NUMBER: Readonly<Record<number, readonly ('red' | 'green' | 'violet')[]>> = {
  0: ['red', 'violet'],
  1: ['green'],
  2: ['red'],
  3: ['green'],
  4: ['red'],
  5: ['green', 'violet'],
  6: ['red'],
  7: ['green'],
  8: ['red'],
  9: ['green'],
};

export function colourHits(betType: string, selection: Selection, drawn: readonly number[]): Hits {
  const value = drawn[0]!;
  switch (betType) {
    case 'number':
      return hit((selection.numbers ?? []).includes(value));
    case 'colour': {
      const colours = COLOURS_OF_NUMBER[value] ?? [];
      const option = selection.option as 'red' | 'green' | 'violet';
      if (!colours.includes(option)) return {};
      if (option === 'violet') return { violet: 1 };
      return colours.includes('violet') ? { shared: 1 } : { colour: 1 };
    }
    case 'bigSmall':
      return hit((value >= 5 ? 'big' : 'small') === selection.option);
    default:
      throw new RangeError(`the colour game has no bet type ${betType}`);
  }
}
