import type { GameCategory } from '@palaro/contract';
import { motifOf } from './game-art/motif-choice';
import { gamePalette } from './game-art/palette';
import { sparkles } from './game-art/shapes';
import { linearGradient, radialGlow, seeded, svg } from './svg-kit';

const SIZE = 240;

export type GameArt = {
  name: string;
  category: GameCategory;
  /** the game's place in the catalogue, which picks its palette */ index: number;
};

/**
 * A square game tile: a motif drawn from what the game's name is about, in a palette of the game's own. It holds no
 * words: the tile prints the game's and the vendor's names under it, and its badges sit on top of it.
 */
export function gameIconSvg({ name, category, index }: GameArt): string {
  let seed = 7;
  for (const char of name) seed = (seed * 31 + char.charCodeAt(0)) >>> 0;
  const random = seeded(seed);
  const palette = gamePalette(index);
  const defs = `<defs>${linearGradient('bg', [palette.from, palette.to])}${radialGlow('glow', palette.light, 0.35)}</defs>`;
  const body =
    `<rect width="${SIZE}" height="${SIZE}" rx="28" fill="url(#bg)"/><circle cx="120" cy="112" r="112" fill="url(#glow)"/>` +
    sparkles(random, 5, palette.light) +
    motifOf(name, category)(palette, random);
  return svg(SIZE, SIZE, defs + body, name);
}
