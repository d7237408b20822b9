import { COLOURS, type ColorGameConfig } from './types';

/** The perya table as played at fiestas: 1:1, 2:1, 3:1 with the stake returned. */
export const colorGame: ColorGameConfig = {
  id: 'color-game',
  name: 'Color Game',
  colours: COLOURS,
  pays: { 1: 1, 2: 2, 3: 3 },
  limits: { minStake: 100n, maxStake: 500_000n, maxTotal: 1_000_000n },
};
