import {
  between,
  CAPTCHA_HEIGHT,
  CAPTCHA_WIDTH,
  fixed,
  HUES,
  hueDistance,
  pathOf,
  pick,
  shade,
  type Random,
} from './captcha-canvas';
import { GLYPHS, type Glyph, type Point } from './captcha-glyphs';

const MARGIN = 8;
/** Glyph cells are 10 units wide; an advance under that makes neighbours overlap. */
const ADVANCE = 9.2;
const MAX_SCALE = 3.3;

/** Corners cut once (Chaikin), so the skeleton reads as handwriting rather than as a polygon. */
function rounded(line: readonly Point[]): Point[] {
  if (line.length < 3) return [...line];
  const points: Point[] = [line[0] as Point];
  for (let index = 1; index < line.length; index += 1) {
    const [x0, y0] = line[index - 1] as Point;
    const [x1, y1] = line[index] as Point;
    if (index > 1) points.push([0.75 * x0 + 0.25 * x1, 0.75 * y0 + 0.25 * y1]);
    if (index < line.length - 1) points.push([0.25 * x0 + 0.75 * x1, 0.25 * y0 + 0.75 * y1]);
  }
  points.push(line[line.length - 1] as Point);
  return points;
}

/** Points every `step` grid units along the polyline, so a warp bends its straight runs too. */
function densify(line: readonly Point[], step = 1): Point[] {
  const points: Point[] = [line[0] as Point];
  for (let index = 1; index < line.length; index += 1) {
    const [x0, y0] = line[index - 1] as Point;
    const [x1, y1] = line[index] as Point;
    const parts = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0) / step));
    for (let part = 1; part <= parts; part += 1)
      points.push([x0 + ((x1 - x0) * part) / parts, y0 + ((y1 - y0) * part) / parts]);
  }
  return points;
}

/** The glyph's strokes in canvas pixels, rotated, sheared, stretched and bent by a wave of its own. */
function distort(glyph: Glyph, center: Point, scale: number, stretch: number, random: Random): Point[][] {
  const [scaleX, scaleY] = [scale * stretch * between(random, 0.8, 1.15), scale * between(random, 0.85, 1.1)];
  const angle = between(random, -0.25, 0.25);
  const shear = between(random, -0.2, 0.2);
  const wave = {
    x: between(random, 0.3, 0.9),
    y: between(random, 0.2, 0.6),
    fx: between(random, 0.25, 0.6),
    fy: between(random, 0.3, 0.7),
  };
  const phase = { x: between(random, 0, 2 * Math.PI), y: between(random, 0, 2 * Math.PI) };
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  return glyph.map((line) =>
    densify(rounded(line)).map(([gx, gy]) => {
      const x = (gx - 5 + shear * (gy - 8) + wave.x * Math.sin(gy * wave.fx + phase.x)) * scaleX;
      const y = (gy - 8 + wave.y * Math.sin(gx * wave.fy + phase.y)) * scaleY;
      return [center[0] + x * cos - y * sin, center[1] + x * sin + y * cos] as Point;
    }),
  );
}

/** A stroke drawn in short pieces whose width swells and thins along it, like a pen pressed unevenly. */
function penStroke(points: readonly Point[], width: number, hue: number, random: Random): string[] {
  const [swell, phase] = [between(random, 0.2, 0.6), between(random, 0, 2 * Math.PI)];
  const pieces: string[] = [];
  for (let start = 0; start < points.length - 1; start += 4) {
    const piece = points.slice(start, start + 5);
    const weight = width * (0.7 + 0.6 * (0.5 + 0.5 * Math.sin(phase + start * swell)));
    pieces.push(
      `<path d="${pathOf(piece)}" stroke="${shade(random, hue)}" stroke-width="${fixed(weight)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  }
  return pieces;
}

/** The text's characters side by side, overlapping, each distorted and inked on its own. */
export function characters(text: string, random: Random): string[] {
  const chars = [...text];
  const needed = (chars.length - 1) * ADVANCE + 10;
  const available = CAPTCHA_WIDTH - 2 * MARGIN;
  const scale = Math.min(MAX_SCALE, available / needed);
  // short answers spread wider rather than leave half the picture empty
  const stretch = Math.min(1.35, available / (needed * scale));
  const advance = ADVANCE * scale * stretch;
  const slack = available - needed * scale * stretch;
  let x = MARGIN + between(random, 0, slack) + 5 * scale * stretch;
  let hue = -1;
  return chars.flatMap((char) => {
    const forms = GLYPHS[char];
    if (!forms) throw new Error(`no glyph for ${char}`);
    const center: Point = [x, CAPTCHA_HEIGHT / 2 + between(random, -5, 5)];
    x += advance * between(random, 0.9, 1.02);
    hue = pick(
      random,
      HUES.filter((other) => hueDistance(other, hue) >= 60),
    );
    const width = between(random, 4, 5.2);
    return distort(pick(random, forms), center, scale * between(random, 0.9, 1.1), stretch, random).flatMap((line) =>
      penStroke(line, width, hue, random),
    );
  });
}
