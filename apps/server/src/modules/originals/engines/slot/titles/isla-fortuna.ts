import type { SlotConfig } from '../types';

/** Isla Fortuna: a 5x3, 20-line island slot; Pearl scatters start free spins at double pay. */
export const islaFortuna: SlotConfig = {
  id: 'isla-fortuna',
  name: 'Isla Fortuna',
  theme: 'A tropical island at sunset: outrigger boats, sea turtles, conch shells and ripe mangoes.',
  rows: 3,
  symbols: [
    { id: 'SUN', name: 'Golden Sun', kind: 'wild', pays: { 3: 50, 4: 200, 5: 1000 } },
    { id: 'PEARL', name: 'Pearl', kind: 'scatter' },
    { id: 'BANGKA', name: 'Bangka', kind: 'regular', pays: { 3: 60, 4: 200, 5: 600 } },
    { id: 'TURTLE', name: 'Pawikan', kind: 'regular', pays: { 3: 50, 4: 125, 5: 400 } },
    { id: 'CONCH', name: 'Conch', kind: 'regular', pays: { 3: 30, 4: 80, 5: 250 } },
    { id: 'MANGO', name: 'Mango', kind: 'regular', pays: { 3: 25, 4: 60, 5: 160 } },
    { id: 'COCONUT', name: 'Coconut', kind: 'regular', pays: { 3: 15, 4: 40, 5: 125 } },
    { id: 'A', name: 'A', kind: 'regular', pays: { 3: 12, 4: 30, 5: 100 } },
    { id: 'K', name: 'K', kind: 'regular', pays: { 3: 10, 4: 25, 5: 80 } },
    { id: 'Q', name: 'Q', kind: 'regular', pays: { 3: 8, 4: 20, 5: 60 } },
  ],
  reels: [
    ['A', 'Q', 'CONCH', 'COCONUT', 'K', 'A', 'TURTLE', 'MANGO', 'Q', 'K', 'COCONUT', 'A', 'PEARL', 'K', 'Q', 'CONCH', 'MANGO', 'COCONUT', 'BANGKA', 'A', 'K', 'TURTLE', 'Q', 'K', 'A', 'COCONUT', 'MANGO', 'Q', 'CONCH', 'K', 'A', 'TURTLE', 'Q', 'COCONUT', 'K', 'MANGO', 'BANGKA'],
    ['A', 'Q', 'CONCH', 'COCONUT', 'K', 'PEARL', 'TURTLE', 'MANGO', 'A', 'Q', 'K', 'COCONUT', 'SUN', 'Q', 'CONCH', 'A', 'K', 'MANGO', 'COCONUT', 'BANGKA', 'TURTLE', 'Q', 'A', 'K', 'PEARL', 'COCONUT', 'MANGO', 'Q', 'CONCH', 'K', 'A', 'TURTLE', 'SUN', 'Q', 'COCONUT', 'K', 'MANGO', 'BANGKA'],
    ['K', 'SUN', 'MANGO', 'A', 'Q', 'COCONUT', 'K', 'BANGKA', 'CONCH', 'Q', 'A', 'K', 'MANGO', 'COCONUT', 'TURTLE', 'Q', 'SUN', 'A', 'K', 'Q', 'COCONUT', 'CONCH', 'MANGO', 'A', 'K', 'Q', 'COCONUT', 'TURTLE', 'BANGKA', 'Q', 'SUN', 'K', 'A', 'PEARL', 'MANGO', 'COCONUT', 'Q', 'K', 'CONCH', 'A', 'Q', 'COCONUT', 'TURTLE'],
    ['Q', 'COCONUT', 'PEARL', 'K', 'TURTLE', 'MANGO', 'A', 'Q', 'K', 'COCONUT', 'SUN', 'CONCH', 'Q', 'A', 'BANGKA', 'MANGO', 'K', 'COCONUT', 'TURTLE', 'Q', 'A', 'PEARL', 'K', 'COCONUT', 'MANGO', 'CONCH', 'Q', 'K', 'SUN', 'A', 'TURTLE', 'COCONUT', 'Q', 'BANGKA', 'MANGO', 'K', 'A', 'CONCH'],
    ['A', 'BANGKA', 'Q', 'COCONUT', 'CONCH', 'K', 'Q', 'A', 'MANGO', 'TURTLE', 'K', 'COCONUT', 'Q', 'A', 'SUN', 'CONCH', 'K', 'MANGO', 'COCONUT', 'PEARL', 'BANGKA', 'Q', 'TURTLE', 'K', 'A', 'COCONUT', 'Q', 'MANGO', 'CONCH', 'K', 'A', 'Q', 'TURTLE', 'COCONUT', 'SUN', 'K', 'MANGO'],
  ],
  paylines: [
    [1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0], [2, 1, 0, 1, 2],
    [0, 0, 1, 2, 2], [2, 2, 1, 0, 0], [1, 0, 0, 0, 1], [1, 2, 2, 2, 1], [0, 1, 1, 1, 0],
    [2, 1, 1, 1, 2], [1, 0, 1, 2, 1], [1, 2, 1, 0, 1], [0, 1, 0, 1, 0], [2, 1, 2, 1, 2],
    [1, 1, 0, 1, 1], [1, 1, 2, 1, 1], [0, 2, 0, 2, 0], [2, 0, 2, 0, 2], [1, 0, 2, 0, 1],
  ],
  scatter: { symbol: 'PEARL', pays: { 3: 2, 4: 10, 5: 50 }, freeSpins: { 3: 8, 4: 12, 5: 20 } },
  freeSpins: { multiplier: 2, retrigger: true, maxPerRound: 300 },
  bet: { lineChoices: [1, 5, 10, 20], coinValues: [1n, 2n, 5n, 10n, 20n, 50n, 100n, 200n, 500n] },
};
