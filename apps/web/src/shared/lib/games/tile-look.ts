import { LIMITS } from '@palaro/contract/constants';
import { drawnRender } from '../drawn-render';

/** SPEC 9: tile styles cycle by nodeId modulo 5, plus 1 (styles 1 to 5). */
export function tileStyle(nodeId: number): number {
  return (Math.abs(nodeId) % LIMITS.tileStyleModulo) + 1;
}

const onlineFigures = new Map<number, number>();

// The page's figures follow from one seed, so a view the server drew shows the same figures once the app takes it
// over: the server draws with a seed of its own per page and hands it over with the page.
let pageSeed = Math.floor(Math.random() * 0x7fffffff);

/** The browser takes over the seed a server-drawn view was drawn with (app/first-view/drawn-first-view.ts). */
export function adoptOnlineSeed(seed: number): void {
  pageSeed = seed;
  onlineFigures.clear();
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
  let figure = onlineFigures.get(nodeId);
  if (figure === undefined) {
    figure = figureFrom(random ? random() : seededFraction(pageSeed, nodeId));
    onlineFigures.set(nodeId, figure);
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
