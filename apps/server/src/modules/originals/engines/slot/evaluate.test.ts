import { describe, expect, it } from 'vitest';
import { countScatters, evaluateLine, fillWindow, type LineHit } from './evaluate';
import { cellsOf, compiledTestTitle } from './fixtures';

const slot = compiledTestTitle();
const middle = slot.lines[0]!;
const vShape = slot.lines[3]!;

/** Pays of the middle line for symbols given reel by reel (other rows filled with C). */
function middleLine(symbols: string[]): { pays: number; symbol: string; count: number } {
  const window = symbols.map((id) => ['C', id, 'C']);
  const hit: LineHit = { symbol: -1, count: 0 };
  const pays = evaluateLine(slot, cellsOf(slot, window), middle, hit);
  return { pays, symbol: slot.symbolIds[hit.symbol] ?? '', count: hit.count };
}

describe('line evaluation', () => {
  it('pays a run of equal symbols from the leftmost reel', () => {
    expect(middleLine(['A', 'A', 'A', 'B', 'C'])).toEqual({ pays: 5, symbol: 'A', count: 3 });
    expect(middleLine(['A', 'A', 'A', 'A', 'C'])).toEqual({ pays: 10, symbol: 'A', count: 4 });
    expect(middleLine(['A', 'A', 'A', 'A', 'A'])).toEqual({ pays: 50, symbol: 'A', count: 5 });
  });

  it('pays nothing when the run is too short or does not start on reel 1', () => {
    expect(middleLine(['A', 'A', 'B', 'A', 'A']).pays).toBe(0);
    expect(middleLine(['B', 'A', 'A', 'A', 'A']).pays).toBe(0);
  });

  it('pays two-symbol runs where the paytable has them', () => {
    expect(middleLine(['B', 'B', 'A', 'A', 'A'])).toEqual({ pays: 1, symbol: 'B', count: 2 });
  });

  it('lets wilds stand in for a regular symbol anywhere in the run', () => {
    expect(middleLine(['A', 'W', 'A', 'W', 'C'])).toEqual({ pays: 10, symbol: 'A', count: 4 });
    expect(middleLine(['W', 'W', 'A', 'B', 'C'])).toEqual({ pays: 5, symbol: 'A', count: 3 });
  });

  it('pays leading wilds as the first regular symbol when that pays more', () => {
    expect(middleLine(['W', 'A', 'A', 'A', 'A'])).toEqual({ pays: 50, symbol: 'A', count: 5 });
    expect(middleLine(['W', 'W', 'B', 'B', 'B'])).toEqual({ pays: 8, symbol: 'B', count: 5 });
  });

  it('pays the wild run when it beats the symbol it stands in for (one win per line)', () => {
    expect(middleLine(['W', 'W', 'W', 'C', 'C'])).toEqual({ pays: 10, symbol: 'W', count: 3 });
    expect(middleLine(['W', 'W', 'W', 'W', 'B'])).toEqual({ pays: 20, symbol: 'W', count: 4 });
    expect(middleLine(['W', 'W', 'W', 'W', 'W'])).toEqual({ pays: 100, symbol: 'W', count: 5 });
  });

  it('never lets a wild stand in for the scatter, and a scatter ends a run', () => {
    expect(middleLine(['S', 'W', 'W', 'S', 'S']).pays).toBe(0);
    expect(middleLine(['W', 'W', 'W', 'S', 'A'])).toEqual({ pays: 10, symbol: 'W', count: 3 });
    expect(middleLine(['A', 'A', 'S', 'A', 'A']).pays).toBe(0);
  });

  it('reads each line through its own rows', () => {
    const window = [
      ['A', 'C', 'C'],
      ['C', 'A', 'C'],
      ['C', 'C', 'W'],
      ['C', 'A', 'C'],
      ['B', 'C', 'C'],
    ];
    const hit: LineHit = { symbol: -1, count: 0 };
    expect(evaluateLine(slot, cellsOf(slot, window), vShape, hit)).toBe(10);
    expect(hit).toEqual({ symbol: slot.symbolIds.indexOf('A'), count: 4 });
  });
});

describe('scatters and the window', () => {
  it('counts scatters anywhere, on or off lines', () => {
    const window = [
      ['S', 'A', 'B'],
      ['A', 'B', 'C'],
      ['A', 'B', 'S'],
      ['A', 'S', 'C'],
      ['C', 'C', 'C'],
    ];
    expect(countScatters(slot, cellsOf(slot, window))).toBe(3);
  });

  it('shows strip[(stop + row) mod length] on each reel, wrapping round the strip', () => {
    const cells = new Uint8Array(slot.reelCount * slot.rows);
    fillWindow(slot, slot.baseStrips, [6, 5, 0, 3, 4], cells);
    const ids = Array.from(cells, (index) => slot.symbolIds[index]);
    expect(ids).toEqual(['C', 'A', 'B', 'B', 'W', 'A', 'A', 'W', 'C', 'W', 'S', 'B', 'W', 'A', 'C']);
  });
});
