import { compileSlot, type CompiledSlot } from './compile';
import type { SlotConfig } from './types';

/** A small title whose windows the tests lay out by hand. */
export const testTitle: SlotConfig = {
  id: 'test-title',
  name: 'Test Title',
  theme: 'test',
  rows: 3,
  symbols: [
    { id: 'W', name: 'Wild', kind: 'wild', pays: { 3: 10, 4: 20, 5: 100 } },
    { id: 'S', name: 'Scatter', kind: 'scatter' },
    { id: 'A', name: 'A', kind: 'regular', pays: { 3: 5, 4: 10, 5: 50 } },
    { id: 'B', name: 'B', kind: 'regular', pays: { 2: 1, 3: 2, 4: 4, 5: 8 } },
    { id: 'C', name: 'C', kind: 'regular', pays: { 3: 1, 4: 2, 5: 3 } },
  ],
  reels: [
    ['A', 'B', 'C', 'S', 'A', 'B', 'C'],
    ['W', 'A', 'B', 'C', 'S', 'B'],
    ['A', 'W', 'C', 'B', 'S', 'C', 'A'],
    ['B', 'C', 'A', 'W', 'S'],
    ['C', 'A', 'B', 'S', 'W', 'A'],
  ],
  paylines: [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
    [0, 1, 2, 1, 0],
  ],
  scatter: { symbol: 'S', pays: { 2: 1, 3: 5, 4: 20, 5: 100 }, freeSpins: { 3: 5, 4: 8, 5: 12 } },
  freeSpins: { multiplier: 3, retrigger: true, maxPerRound: 50 },
  bet: { lineChoices: [1, 2, 4], coinValues: [1n, 10n, 25n] },
};

/** Every window shows a scatter on every reel, so every spin awards free spins. */
export const scatterStormTitle: SlotConfig = {
  ...testTitle,
  id: 'scatter-storm',
  reels: [
    ['S', 'A', 'B'],
    ['A', 'S', 'B'],
    ['B', 'A', 'S'],
    ['S', 'B', 'A'],
    ['A', 'B', 'S'],
  ],
  freeSpins: { multiplier: 2, retrigger: true, maxPerRound: 30 },
};

/** Symbol indexes of a window given as columns of ids (window[reel][row]). */
export function cellsOf(slot: CompiledSlot, window: string[][]): Uint8Array {
  const cells = new Uint8Array(slot.reelCount * slot.rows);
  window.forEach((column, reel) =>
    column.forEach((id, row) => {
      cells[reel * slot.rows + row] = slot.symbolIds.indexOf(id);
    }),
  );
  return cells;
}

export const compiledTestTitle = (): CompiledSlot => compileSlot(testTitle);
