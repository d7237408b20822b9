import type { BaccaratConfig } from './types';

/** Punto banco from an 8-deck shoe: Player 1:1, Banker 1:1 less 5%, Tie 8:1, pairs 11:1. */
export const baccarat: BaccaratConfig = {
  id: 'baccarat',
  name: 'Baccarat',
  decks: 8,
  pays: { player: 1, banker: 1, tie: 8, pair: 11 },
  bankerCommissionPercent: 5,
  limits: {
    player: { min: 100n, max: 2_000_000n },
    banker: { min: 100n, max: 2_000_000n },
    tie: { min: 100n, max: 250_000n },
    playerPair: { min: 100n, max: 180_000n },
    bankerPair: { min: 100n, max: 180_000n },
    maxTotal: 2_500_000n,
  },
};
