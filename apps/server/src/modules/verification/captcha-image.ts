import { GLYPHS } from './captcha-glyphs';

export type Random = () => number;

const HEIGHT = 48;
const ADVANCE = 22;
const MARGIN = 10;
const INKS = ['#1d4ed8', '#b91c1c', '#047857', '#7c3aed', '#b45309', '#0f172a'];

const between = (random: Random, low: number, high: number) => low + random() * (high - low);
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const fixed = (value: number) => value.toFixed(1);

function glyphPath(char: string, originX: number, random: Random): string {
  const glyph = GLYPHS[char];
  if (!glyph) throw new Error(`no glyph for ${char}`);
  const scale = between(random, 1.7, 2.1);
  const angle = between(random, -0.35, 0.35);
  const skew = between(random, -0.25, 0.25);
  const top = between(random, 4, HEIGHT - 16 * scale - 4);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  return glyph
    .map((line) =>
      line
        .map(([gx, gy], index) => {
          // each point wobbles a little, so no two drawings of a digit are alike
          const x = (gx - 5 + skew * (gy - 8) + between(random, -0.6, 0.6)) * scale;
          const y = (gy - 8 + between(random, -0.6, 0.6)) * scale;
          const px = originX + 5 * scale + x * cos - y * sin;
          const py = top + 8 * scale + x * sin + y * cos;
          return `${index === 0 ? 'M' : 'L'}${fixed(px)} ${fixed(py)}`;
        })
        .join(''),
    )
    .join('');
}

function noise(width: number, random: Random): string[] {
  const curves = Array.from({ length: 5 }, () => {
    const d = `M${fixed(between(random, 0, width / 3))} ${fixed(between(random, 0, HEIGHT))}Q${fixed(between(random, 0, width))} ${fixed(
      between(random, -HEIGHT, 2 * HEIGHT),
    )} ${fixed(between(random, (2 * width) / 3, width))} ${fixed(between(random, 0, HEIGHT))}`;
    return `<path d="${d}" stroke="${pick(random, INKS)}" stroke-width="${fixed(between(random, 1, 2.2))}" fill="none" opacity="0.6"/>`;
  });
  const dots = Array.from(
    { length: 30 },
    () => `<circle cx="${fixed(between(random, 0, width))}" cy="${fixed(between(random, 0, HEIGHT))}" r="${fixed(between(random, 0.6, 1.6))}" fill="${pick(random, INKS)}"/>`,
  );
  return [...curves, ...dots];
}

/** The challenge drawn as an SVG data URL. */
export function drawCaptcha(challenge: string, random: Random = Math.random): string {
  const width = MARGIN * 2 + challenge.length * ADVANCE;
  const strokes = [...challenge].map(
    (char, index) =>
      `<path d="${glyphPath(char, MARGIN + index * ADVANCE, random)}" stroke="${pick(random, INKS)}" stroke-width="${fixed(
        between(random, 2.2, 3.2),
      )}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEIGHT}" viewBox="0 0 ${width} ${HEIGHT}">`,
    `<rect width="100%" height="100%" fill="#f1f5f9"/>`,
    ...noise(width, random).slice(0, 3),
    ...strokes,
    ...noise(width, random).slice(3),
    '</svg>',
  ].join('');
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
