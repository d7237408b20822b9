import { LIMITS } from '@palaro/contract/constants';

/** SPEC 9: tile styles cycle by nodeId modulo 5, plus 1 (styles 1 to 5). */
export function tileStyle(nodeId: number): number {
  return (Math.abs(nodeId) % LIMITS.tileStyleModulo) + 1;
}

const onlineFigures = new Map<number, number>();

/** SPEC 9: a random "players online" figure from 500 to 1999 for RNG tiles, kept per game while the page lives. */
export function playersOnline(nodeId: number, random: () => number = Math.random): number {
  let figure = onlineFigures.get(nodeId);
  if (figure === undefined) {
    const span = LIMITS.playersOnlineMax - LIMITS.playersOnlineMin + 1;
    figure = LIMITS.playersOnlineMin + Math.floor(random() * span);
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
