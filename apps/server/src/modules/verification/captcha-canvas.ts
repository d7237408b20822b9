// What every part of the captcha drawing shares: its size, its randomness and its inks.
import type { Point } from './captcha-glyphs';

export type Random = () => number;

/** Size of the drawing in its own units; it is rasterised at PIXELS_PER_UNIT. */
export const CAPTCHA_WIDTH = 240;
export const CAPTCHA_HEIGHT = 84;
/** 280 x 98 px: twice the 140 x 49 CSS px the web app shows it at, sharp on a phone without a large file. */
export const PIXELS_PER_UNIT = 7 / 6;

/** Hues of the inks; every piece of a stroke gets its own shade of its hue, so no colour marks a character exactly. */
export const HUES = [0, 25, 140, 175, 210, 235, 270, 320];
export const PAPERS = ['#f8fafc', '#fef9c3', '#e0f2fe', '#fce7f3', '#ecfccb', '#ede9fe'];

export const between = (random: Random, low: number, high: number) => low + random() * (high - low);
export const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
export const fixed = (value: number) => value.toFixed(1);
export const pathOf = (points: readonly Point[]) =>
  points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${fixed(x)} ${fixed(y)}`).join('');

export const hueDistance = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));
export const shade = (random: Random, hue: number) =>
  `hsl(${Math.round(hue + between(random, -10, 10))}, ${Math.round(between(random, 55, 85))}%, ${Math.round(between(random, 22, 42))}%)`;
