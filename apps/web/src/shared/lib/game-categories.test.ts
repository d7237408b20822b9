import type { VendorSorting } from '@palaro/contract/games';
import { categoryFromQuery, orderGameCategories } from './game-categories';

const entry = (gameCategory: VendorSorting[number]['gameCategory']) => ({ gameCategory, vendorNames: [] });

describe('game categories (SPEC 2.3)', () => {
  it('puts LOCAL first, then the server order, and splits SPORTS into SPORTS, COCKFIGHT and ESPORTS', () => {
    const sorting = ['RNG', 'LOCAL', 'ESPORTS', 'LIVE', 'SPORTS', 'COCKFIGHT', 'LOTT'].map((category) =>
      entry(category as never),
    );
    expect(orderGameCategories(sorting)).toEqual(['LOCAL', 'RNG', 'SPORTS', 'COCKFIGHT', 'ESPORTS', 'LIVE', 'LOTT']);
  });

  it('keeps e-sports and cockfighting where the server puts them when there is no SPORTS', () => {
    expect(orderGameCategories([entry('ESPORTS'), entry('RNG')])).toEqual(['LOCAL', 'ESPORTS', 'RNG']);
  });

  it('reads a category from the query; lobby, empty and unknown values mean all games', () => {
    expect(categoryFromQuery('RNG')).toBe('RNG');
    expect(categoryFromQuery('lobby')).toBeUndefined();
    expect(categoryFromQuery('')).toBeUndefined();
    expect(categoryFromQuery('CASINO')).toBeUndefined();
  });
});
