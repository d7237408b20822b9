import { starPoints } from '../svg-kit';

// Small shapes the motifs are built from. Coordinates are in the 240 x 240 tile.

export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="${fill}"${extra}/>`;

export const rect = (x: number, y: number, width: number, height: number, fill: string, extra = '') =>
  `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${width.toFixed(1)}" height="${height.toFixed(1)}" fill="${fill}"${extra}/>`;

export const polygon = (points: [number, number][], fill: string, extra = '') =>
  `<polygon points="${points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')}" fill="${fill}"${extra}/>`;

export const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;

export const star = (cx: number, cy: number, outer: number, inner: number, rays: number, fill: string, extra = '') =>
  `<polygon points="${starPoints(cx, cy, outer, inner, rays)}" fill="${fill}"${extra}/>`;

export const stroke = (color: string, width: number) =>
  ` stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;

/** Card suits as unit paths (about -1..1), placed with a transform. */
const SUITS = {
  heart: 'M0,0.9 C-1.25,0 -0.6,-0.9 0,-0.35 C0.6,-0.9 1.25,0 0,0.9 Z',
  spade: 'M0,-0.9 C-1.25,0 -0.6,0.85 0,0.3 C0.6,0.85 1.25,0 0,-0.9 Z M0,0.15 L-0.32,0.95 L0.32,0.95 Z',
  diamond: 'M0,-1 L0.7,0 L0,1 L-0.7,0 Z',
  club: 'M0,-0.95 A0.36,0.36 0 1 1 0,-0.23 A0.36,0.36 0 1 1 0,-0.95 Z M-0.4,-0.35 A0.36,0.36 0 1 1 -0.4,0.37 A0.36,0.36 0 1 1 -0.4,-0.35 Z M0.4,-0.35 A0.36,0.36 0 1 1 0.4,0.37 A0.36,0.36 0 1 1 0.4,-0.35 Z M0,0 L-0.3,0.95 L0.3,0.95 Z',
} as const;

export type Suit = keyof typeof SUITS;
export const SUIT_NAMES = Object.keys(SUITS) as Suit[];

export const suit = (name: Suit, x: number, y: number, size: number, fill: string) =>
  `<path d="${SUITS[name]}" transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${size.toFixed(1)})" fill="${fill}"/>`;

/** Four-pointed sparkles scattered by `random`, away from the middle where the motif sits. */
export function sparkles(random: () => number, count: number, fill: string): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const angle = random() * Math.PI * 2;
    const distance = 88 + random() * 20;
    const size = 4 + random() * 6;
    out += star(
      120 + Math.cos(angle) * distance,
      112 + Math.sin(angle) * distance * 0.85,
      size,
      size * 0.3,
      4,
      fill,
      ` opacity="${(0.45 + random() * 0.5).toFixed(2)}"`,
    );
  }
  return out;
}
