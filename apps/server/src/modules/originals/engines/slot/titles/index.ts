import type { SlotConfig } from '../types';
import { islaFortuna } from './isla-fortuna';
import { kampanaClassic } from './kampana-classic';
import { pistaFiesta } from './pista-fiesta';

export { islaFortuna, kampanaClassic, pistaFiesta };

/** The demo titles, by id. */
export const SLOT_TITLES: Readonly<Record<string, SlotConfig>> = {
  [islaFortuna.id]: islaFortuna,
  [kampanaClassic.id]: kampanaClassic,
  [pistaFiesta.id]: pistaFiesta,
};
