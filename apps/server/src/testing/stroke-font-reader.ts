// The attack that read every SVG captcha: each character was one <path> of polylines from a fixed stroke font,
// so fitting each glyph of that font to each path named the character, with no OCR at all.

type Point = readonly [number, number];
type Glyph = readonly (readonly Point[])[];

/** The stroke font the SVG captchas were drawn with. */
const FONT: Record<string, Glyph> = {
  '0': [
    [
      [5, 0],
      [8, 1],
      [10, 4],
      [10, 12],
      [8, 15],
      [5, 16],
      [2, 15],
      [0, 12],
      [0, 4],
      [2, 1],
      [5, 0],
    ],
  ],
  '1': [
    [
      [2, 3],
      [6, 0],
      [6, 16],
    ],
    [
      [2, 16],
      [10, 16],
    ],
  ],
  '2': [
    [
      [0, 3],
      [2, 0.5],
      [6, 0],
      [9, 1.5],
      [10, 4],
      [9, 7],
      [0, 16],
      [10, 16],
    ],
  ],
  '3': [
    [
      [0, 1],
      [10, 1],
      [4, 7],
      [8, 8],
      [10, 11],
      [9, 14],
      [6, 16],
      [2, 16],
      [0, 14],
    ],
  ],
  '4': [
    [
      [7, 16],
      [7, 0],
      [0, 11],
      [10, 11],
    ],
  ],
  '5': [
    [
      [10, 0],
      [1, 0],
      [0, 7],
      [5, 6],
      [9, 7.5],
      [10, 11],
      [9, 14.5],
      [5, 16],
      [0, 15],
    ],
  ],
  '6': [
    [
      [9, 1],
      [6, 0],
      [3, 1],
      [1, 4],
      [0, 9],
      [0, 12],
      [2, 15],
      [5, 16],
      [8, 15],
      [10, 12],
      [9, 9],
      [6, 8],
      [3, 8.5],
      [0, 11],
    ],
  ],
  '7': [
    [
      [0, 0],
      [10, 0],
      [4, 16],
    ],
    [
      [3, 8],
      [8, 8],
    ],
  ],
  '8': [
    [
      [5, 8],
      [2, 7],
      [1, 4],
      [2, 1],
      [5, 0],
      [8, 1],
      [9, 4],
      [8, 7],
      [5, 8],
    ],
    [
      [5, 8],
      [1, 10],
      [0, 13],
      [2, 15.5],
      [5, 16],
      [8, 15.5],
      [10, 13],
      [9, 10],
      [5, 8],
    ],
  ],
  '9': [
    [
      [10, 5],
      [8, 7.5],
      [5, 8],
      [2, 7.5],
      [0, 5],
      [1, 1.5],
      [5, 0],
      [9, 1.5],
      [10, 5],
      [10, 10],
      [8, 14],
      [5, 16],
      [1, 15],
    ],
  ],
  '+': [
    [
      [5, 3],
      [5, 13],
    ],
    [
      [0, 8],
      [10, 8],
    ],
  ],
  x: [
    [
      [1, 4],
      [9, 12],
    ],
    [
      [9, 4],
      [1, 12],
    ],
  ],
  '=': [
    [
      [0, 5],
      [10, 5],
    ],
    [
      [0, 11],
      [10, 11],
    ],
  ],
  '?': [
    [
      [1, 3],
      [3, 0.5],
      [7, 0.5],
      [9, 3],
      [9, 5],
      [5, 8],
      [5, 11],
    ],
    [
      [5, 14],
      [5, 16],
    ],
  ],
};

const polylinesOf = (d: string): Point[][] =>
  d
    .split('M')
    .filter(Boolean)
    .map((part) =>
      [...part.matchAll(/(-?[\d.]+)[ ,](-?[\d.]+)/g)].map((pair) => [Number(pair[1]), Number(pair[2])] as Point),
    );

const centred = (points: readonly Point[]): Point[] => {
  const [mx, my] = points.reduce(([x, y], [px, py]) => [x + px / points.length, y + py / points.length], [0, 0]);
  return points.map(([x, y]) => [x - mx, y - my]);
};

/** How far the drawn points are from the glyph once moved and scaled onto it (0: a perfect fit). */
function misfit(glyph: Glyph, drawn: readonly Point[][]): number {
  if (glyph.length !== drawn.length || glyph.some((line, index) => line.length !== drawn[index]?.length))
    return Infinity;
  const source = centred(glyph.flat());
  const target = centred(drawn.flat());
  const dot = (a: readonly Point[], b: readonly Point[]) =>
    a.reduce((sum, [x, y], index) => sum + x * (b[index]?.[0] ?? 0) + y * (b[index]?.[1] ?? 0), 0);
  const scale = dot(source, target) / dot(source, source);
  const error = source.reduce(
    (sum, [x, y], index) =>
      sum + ((target[index]?.[0] ?? 0) - scale * x) ** 2 + ((target[index]?.[1] ?? 0) - scale * y) ** 2,
    0,
  );
  return error / dot(target, target);
}

/** The characters whose paths appear in `source`, left to right; empty when no path fits the font. */
export function readByStrokeFont(source: string): string {
  const read = [...source.matchAll(/<path d="([^"]+)"/g)].flatMap((match) => {
    const drawn = polylinesOf(match[1] ?? '');
    const [char, fit] = Object.entries(FONT).reduce<[string, number]>(
      (best, [candidate, glyph]) => {
        const candidateFit = misfit(glyph, drawn);
        return candidateFit < best[1] ? [candidate, candidateFit] : best;
      },
      ['', Infinity],
    );
    const x = drawn.flat().reduce((sum, [px]) => sum + px, 0);
    return fit < Infinity ? [{ char, x: x / drawn.flat().length }] : [];
  });
  return read
    .sort((a, b) => a.x - b.x)
    .map(({ char }) => char)
    .join('');
}

/** The answer a reading asks for: the result of "7x8=?" or "23+5=?", else the digits themselves. */
export function answerOf(reading: string): string {
  const sum = /^(\d+)([x+])(\d+)=\?$/.exec(reading);
  if (!sum) return reading;
  const [a, b] = [Number(sum[1]), Number(sum[3])];
  return String(sum[2] === 'x' ? a * b : a + b);
}
