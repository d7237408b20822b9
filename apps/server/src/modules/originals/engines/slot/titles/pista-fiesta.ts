import type { SlotConfig } from '../types';

/** Pista Fiesta: a 5x4, 40-line town-fiesta slot; free spins play on strips with extra Sarimanok wilds, at double pay. */
export const pistaFiesta: SlotConfig = {
  id: 'pista-fiesta',
  name: 'Pista Fiesta',
  theme: 'A town fiesta at night: jeepneys, horse carts, lanterns, guitars, rice cakes and bunting.',
  rows: 4,
  symbols: [
    { id: 'SARIMANOK', name: 'Sarimanok', kind: 'wild', pays: { 3: 50, 4: 150, 5: 500 } },
    { id: 'PAPUTOK', name: 'Paputok', kind: 'scatter' },
    { id: 'JEEPNEY', name: 'Jeepney', kind: 'regular', pays: { 3: 50, 4: 150, 5: 500 } },
    { id: 'KALESA', name: 'Kalesa', kind: 'regular', pays: { 3: 40, 4: 100, 5: 300 } },
    { id: 'PAROL', name: 'Parol', kind: 'regular', pays: { 3: 30, 4: 80, 5: 200 } },
    { id: 'GITARA', name: 'Gitara', kind: 'regular', pays: { 3: 20, 4: 50, 5: 150 } },
    { id: 'BIBINGKA', name: 'Bibingka', kind: 'regular', pays: { 3: 15, 4: 40, 5: 120 } },
    { id: 'PUTO', name: 'Puto', kind: 'regular', pays: { 3: 12, 4: 30, 5: 100 } },
    { id: 'BANDERITAS', name: 'Banderitas', kind: 'regular', pays: { 3: 10, 4: 25, 5: 80 } },
    { id: 'MAIS', name: 'Mais', kind: 'regular', pays: { 3: 8, 4: 20, 5: 60 } },
  ],
  reels: [
    ['PUTO', 'MAIS', 'PAROL', 'BIBINGKA', 'BANDERITAS', 'KALESA', 'GITARA', 'PUTO', 'MAIS', 'BANDERITAS', 'BIBINGKA', 'PAPUTOK', 'MAIS', 'PAROL', 'PUTO', 'BANDERITAS', 'GITARA', 'BIBINGKA', 'JEEPNEY', 'KALESA', 'MAIS', 'PUTO', 'BANDERITAS', 'BIBINGKA', 'GITARA', 'MAIS', 'PAROL', 'BANDERITAS', 'PUTO', 'KALESA', 'MAIS', 'BIBINGKA', 'BANDERITAS', 'GITARA', 'JEEPNEY'],
    ['PUTO', 'MAIS', 'PAROL', 'BIBINGKA', 'BANDERITAS', 'KALESA', 'GITARA', 'PUTO', 'MAIS', 'BANDERITAS', 'BIBINGKA', 'PAPUTOK', 'SARIMANOK', 'MAIS', 'PAROL', 'PUTO', 'BANDERITAS', 'GITARA', 'BIBINGKA', 'JEEPNEY', 'KALESA', 'MAIS', 'PUTO', 'BANDERITAS', 'BIBINGKA', 'GITARA', 'MAIS', 'PAROL', 'BANDERITAS', 'PUTO', 'KALESA', 'SARIMANOK', 'MAIS', 'BIBINGKA', 'BANDERITAS', 'GITARA', 'JEEPNEY'],
    ['BANDERITAS', 'GITARA', 'SARIMANOK', 'PUTO', 'MAIS', 'BIBINGKA', 'BANDERITAS', 'JEEPNEY', 'PAROL', 'MAIS', 'PUTO', 'GITARA', 'KALESA', 'BANDERITAS', 'BIBINGKA', 'MAIS', 'PUTO', 'BANDERITAS', 'PAROL', 'GITARA', 'BIBINGKA', 'SARIMANOK', 'MAIS', 'KALESA', 'BANDERITAS', 'JEEPNEY', 'PUTO', 'PAPUTOK', 'BIBINGKA', 'MAIS', 'GITARA', 'BANDERITAS', 'PAROL', 'PUTO', 'MAIS', 'BIBINGKA', 'KALESA'],
    ['MAIS', 'BIBINGKA', 'BANDERITAS', 'KALESA', 'PAPUTOK', 'GITARA', 'PUTO', 'MAIS', 'BANDERITAS', 'BIBINGKA', 'SARIMANOK', 'PAROL', 'MAIS', 'PUTO', 'JEEPNEY', 'GITARA', 'BANDERITAS', 'BIBINGKA', 'KALESA', 'MAIS', 'PUTO', 'BANDERITAS', 'BIBINGKA', 'GITARA', 'PAROL', 'MAIS', 'BANDERITAS', 'SARIMANOK', 'PUTO', 'KALESA', 'BIBINGKA', 'MAIS', 'JEEPNEY', 'GITARA', 'BANDERITAS', 'PUTO', 'PAROL'],
    ['PUTO', 'JEEPNEY', 'MAIS', 'BIBINGKA', 'PAROL', 'BANDERITAS', 'MAIS', 'PUTO', 'GITARA', 'KALESA', 'BANDERITAS', 'BIBINGKA', 'MAIS', 'PUTO', 'SARIMANOK', 'PAROL', 'BANDERITAS', 'GITARA', 'BIBINGKA', 'PAPUTOK', 'JEEPNEY', 'MAIS', 'KALESA', 'BANDERITAS', 'PUTO', 'BIBINGKA', 'MAIS', 'GITARA', 'PAROL', 'BANDERITAS', 'PUTO', 'MAIS', 'KALESA', 'BIBINGKA', 'SARIMANOK', 'BANDERITAS', 'GITARA'],
  ],
  freeSpinReels: [
    ['PAROL', 'MAIS', 'BIBINGKA', 'BANDERITAS', 'KALESA', 'GITARA', 'PUTO', 'MAIS', 'PAPUTOK', 'BANDERITAS', 'BIBINGKA', 'PAROL', 'MAIS', 'PUTO', 'JEEPNEY', 'GITARA', 'BANDERITAS', 'BIBINGKA', 'KALESA', 'MAIS', 'PUTO', 'BANDERITAS', 'BIBINGKA', 'GITARA', 'PAROL', 'MAIS', 'BANDERITAS', 'PUTO', 'KALESA', 'MAIS', 'BIBINGKA', 'JEEPNEY', 'GITARA', 'BANDERITAS', 'PUTO'],
    ['PAROL', 'MAIS', 'BIBINGKA', 'BANDERITAS', 'KALESA', 'GITARA', 'PUTO', 'MAIS', 'SARIMANOK', 'PAPUTOK', 'BANDERITAS', 'BIBINGKA', 'PAROL', 'MAIS', 'PUTO', 'JEEPNEY', 'GITARA', 'BANDERITAS', 'BIBINGKA', 'KALESA', 'MAIS', 'SARIMANOK', 'PUTO', 'BANDERITAS', 'BIBINGKA', 'GITARA', 'PAROL', 'MAIS', 'BANDERITAS', 'PUTO', 'KALESA', 'MAIS', 'BIBINGKA', 'SARIMANOK', 'JEEPNEY', 'GITARA', 'BANDERITAS', 'PUTO'],
    ['GITARA', 'PUTO', 'MAIS', 'JEEPNEY', 'BIBINGKA', 'PAROL', 'BANDERITAS', 'MAIS', 'PUTO', 'GITARA', 'KALESA', 'BANDERITAS', 'SARIMANOK', 'BIBINGKA', 'MAIS', 'PUTO', 'PAROL', 'BANDERITAS', 'GITARA', 'BIBINGKA', 'PAPUTOK', 'MAIS', 'JEEPNEY', 'KALESA', 'BANDERITAS', 'SARIMANOK', 'PUTO', 'BIBINGKA', 'MAIS', 'GITARA', 'PAROL', 'BANDERITAS', 'PUTO', 'MAIS', 'BIBINGKA', 'KALESA', 'BANDERITAS', 'SARIMANOK'],
    ['BIBINGKA', 'BANDERITAS', 'KALESA', 'GITARA', 'PUTO', 'MAIS', 'SARIMANOK', 'BIBINGKA', 'BANDERITAS', 'PAROL', 'JEEPNEY', 'MAIS', 'PUTO', 'GITARA', 'BANDERITAS', 'KALESA', 'BIBINGKA', 'MAIS', 'PUTO', 'BANDERITAS', 'PAROL', 'GITARA', 'BIBINGKA', 'MAIS', 'SARIMANOK', 'BANDERITAS', 'KALESA', 'PUTO', 'JEEPNEY', 'BIBINGKA', 'MAIS', 'GITARA', 'BANDERITAS', 'PUTO', 'PAROL', 'PAPUTOK', 'MAIS'],
    ['PUTO', 'MAIS', 'PAROL', 'BIBINGKA', 'BANDERITAS', 'KALESA', 'GITARA', 'PUTO', 'MAIS', 'BANDERITAS', 'BIBINGKA', 'PAPUTOK', 'SARIMANOK', 'MAIS', 'PAROL', 'PUTO', 'BANDERITAS', 'GITARA', 'JEEPNEY', 'BIBINGKA', 'KALESA', 'MAIS', 'PUTO', 'BANDERITAS', 'BIBINGKA', 'GITARA', 'MAIS', 'PAROL', 'BANDERITAS', 'PUTO', 'KALESA', 'SARIMANOK', 'MAIS', 'BIBINGKA', 'BANDERITAS', 'GITARA', 'JEEPNEY'],
  ],
  paylines: [
    [1, 1, 1, 1, 1], [2, 2, 2, 2, 2], [0, 0, 0, 0, 0], [3, 3, 3, 3, 3], [0, 1, 2, 1, 0],
    [3, 2, 1, 2, 3], [1, 2, 3, 2, 1], [2, 1, 0, 1, 2], [0, 0, 1, 0, 0], [3, 3, 2, 3, 3],
    [1, 1, 0, 1, 1], [2, 2, 3, 2, 2], [1, 1, 2, 1, 1], [2, 2, 1, 2, 2], [0, 1, 1, 1, 0],
    [3, 2, 2, 2, 3], [1, 0, 0, 0, 1], [2, 3, 3, 3, 2], [1, 2, 2, 2, 1], [2, 1, 1, 1, 2],
    [0, 1, 0, 1, 0], [3, 2, 3, 2, 3], [1, 0, 1, 0, 1], [2, 3, 2, 3, 2], [1, 2, 1, 2, 1],
    [2, 1, 2, 1, 2], [0, 0, 1, 2, 3], [3, 3, 2, 1, 0], [0, 1, 2, 3, 3], [3, 2, 1, 0, 0],
    [0, 0, 0, 1, 2], [3, 3, 3, 2, 1], [1, 1, 1, 2, 3], [2, 2, 2, 1, 0], [0, 2, 0, 2, 0],
    [3, 1, 3, 1, 3], [1, 3, 1, 3, 1], [2, 0, 2, 0, 2], [0, 3, 0, 3, 0], [3, 0, 3, 0, 3],
  ],
  scatter: { symbol: 'PAPUTOK', pays: { 3: 2, 4: 10, 5: 50 }, freeSpins: { 3: 10, 4: 15, 5: 20 } },
  freeSpins: { multiplier: 2, retrigger: true, maxPerRound: 300 },
  bet: { lineChoices: [10, 20, 40], coinValues: [1n, 2n, 5n, 10n, 20n, 50n, 100n, 200n] },
};
