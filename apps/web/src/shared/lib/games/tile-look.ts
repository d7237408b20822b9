import { LIMITS } from '@palaro/contract/constants';
import { drawnRender } from '../drawn-render';
import { onlineSeed, onlineSeedGeneration } from './online-seed';

/** SPEC 9: tile styles cycle by nodeId modulo 5, plus 1 (styles 1 to 5). */
export function tileStyle(nodeId: number): number {
  return (Math.abs(nodeId) % LIMITS.tileStyleModulo) + 1;
}

const onlineFigures = new Map<number, number>();
let figuresGeneration = onlineSeedGeneration();

/** The figures kept under the page's seed; those of an earlier seed are dropped. */
function keptFigures(): Map<number, number> {
  if (figuresGeneration !== onlineSeedGeneration()) {
    onlineFigures.clear();
    figuresGeneration = onlineSeedGeneration();
  }
  return onlineFigures;
}

/** A fraction in [0, 1) that only the seed and the game decide (an integer hash of the two). */
function seededFraction(seed: number, nodeId: number): number {
  let mixed = (seed ^ Math.imul(nodeId, 0x9e3779b1)) >>> 0;
  mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
  mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
  return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
}

function figureFrom(fraction: number): number {
  const span = LIMITS.playersOnlineMax - LIMITS.playersOnlineMin + 1;
  return LIMITS.playersOnlineMin + Math.floor(fraction * span);
}

/** SPEC 9: a random "players online" figure from 500 to 1999 for RNG tiles, kept per game while the page lives. */
export function playersOnline(nodeId: number, random?: () => number): number {
  // a server render draws with its own page's seed
  const drawn = drawnRender()?.seed;
  if (drawn !== undefined) return figureFrom(seededFraction(drawn, nodeId));
  const figures = keptFigures();
  let figure = figures.get(nodeId);
  if (figure === undefined) {
    figure = figureFrom(random ? random() : seededFraction(onlineSeed(), nodeId));
    figures.set(nodeId, figure);
  }
  return figure;
}

const figureFormats = new Map<string, Intl.NumberFormat>();

/** The players-online figure in the language on screen; one formatter per language, since a row holds thirty tiles. */
export function formatPlayersOnline(figure: number, locale: string): string {
  let format = figureFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    figureFormats.set(locale, format);
  }
  return format.format(figure);
}
