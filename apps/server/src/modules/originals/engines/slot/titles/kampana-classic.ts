import type { SlotConfig } from '../types';

/** Kampana Classic: a 3x3, 5-line fruit-and-bars slot; three Bituin stars start free spins at double pay. */
export const kampanaClassic: SlotConfig = {
  id: 'kampana-classic',
  name: 'Kampana Classic',
  theme: 'An old-time arcade cabinet: bars, sevens, melons and cherries under a golden bell.',
  rows: 3,
  symbols: [
    { id: 'KAMPANA', name: 'Golden Kampana', kind: 'wild', pays: { 3: 100 } },
    { id: 'STAR', name: 'Bituin', kind: 'scatter' },
    { id: 'SEVEN', name: 'Red Seven', kind: 'regular', pays: { 3: 60 } },
    { id: 'BAR3', name: 'Triple Bar', kind: 'regular', pays: { 3: 30 } },
    { id: 'BAR2', name: 'Double Bar', kind: 'regular', pays: { 3: 20 } },
    { id: 'BAR', name: 'Bar', kind: 'regular', pays: { 3: 10 } },
    { id: 'MELON', name: 'Melon', kind: 'regular', pays: { 3: 8 } },
    { id: 'CHERRY', name: 'Cherry', kind: 'regular', pays: { 1: 1, 2: 2, 3: 5 } },
  ],
  reels: [
    ['MELON', 'BAR', 'BAR3', 'MELON', 'BAR2', 'BAR', 'CHERRY', 'KAMPANA', 'BAR', 'MELON', 'SEVEN', 'BAR3', 'BAR2', 'BAR', 'MELON', 'CHERRY', 'BAR', 'BAR2', 'STAR'],
    ['CHERRY', 'BAR2', 'MELON', 'BAR', 'BAR3', 'CHERRY', 'MELON', 'BAR', 'STAR', 'BAR2', 'BAR', 'MELON', 'CHERRY', 'BAR2', 'KAMPANA', 'BAR', 'BAR3', 'MELON', 'BAR', 'SEVEN'],
    ['BAR', 'KAMPANA', 'CHERRY', 'MELON', 'BAR2', 'BAR', 'MELON', 'SEVEN', 'CHERRY', 'BAR3', 'BAR2', 'BAR', 'MELON', 'STAR', 'MELON', 'BAR', 'CHERRY', 'BAR2', 'MELON', 'BAR3'],
  ],
  paylines: [
    [1, 1, 1],
    [0, 0, 0],
    [2, 2, 2],
    [0, 1, 2],
    [2, 1, 0],
  ],
  scatter: { symbol: 'STAR', pays: { 3: 5 }, freeSpins: { 3: 8 } },
  freeSpins: { multiplier: 2, retrigger: true, maxPerRound: 200 },
  bet: { lineChoices: [1, 3, 5], coinValues: [1n, 2n, 5n, 10n, 20n, 50n, 100n, 200n, 500n, 1000n] },
};
