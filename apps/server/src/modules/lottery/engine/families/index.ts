import type { DrawResult, GameFamily, Hits, Selection } from '../types';
import { colourHits } from './colour';
import { diceHits } from './dice';
import { digits5Hits } from './digits5';
import { lotto6Hits } from './lotto6';
import { orderedHits } from './ordered';
import { race10Hits } from './race10';
import { vnNorthHits } from './vn-north';

/** The tickets of a checked selection that won, by prize level, under the game family's rules. */
export function familyHits(family: GameFamily, betType: string, selection: Selection, result: DrawResult): Hits {
  if (family === 'vnNorth') {
    if (result.kind !== 'prizes') throw new RangeError('the Vietnamese northern lottery settles on prizes');
    return vnNorthHits(betType, selection, result.tiers);
  }
  if (result.kind !== 'numbers') throw new RangeError(`${family} settles on drawn numbers`);
  const drawn = result.numbers;
  switch (family) {
    case 'lotto6':
      return lotto6Hits(betType, selection, drawn);
    case 'ordered':
      return orderedHits(betType, selection, drawn);
    case 'colour':
      return colourHits(betType, selection, drawn);
    case 'dice':
      return diceHits(betType, selection, drawn);
    case 'digits5':
      return digits5Hits(betType, selection, drawn);
    case 'race10':
      return race10Hits(betType, selection, drawn);
  }
}

export { COLOURS_OF_NUMBER } from './colour';
