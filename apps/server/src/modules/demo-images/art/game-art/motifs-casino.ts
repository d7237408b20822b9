import type { GamePalette } from './palette';
import { SUIT_NAMES, circle, path, polygon, rect, star, stroke, suit } from './shapes';

export type Motif = (palette: GamePalette, random: () => number) => string;

const pick = <T>(list: readonly T[], random: () => number): T => list[Math.floor(random() * list.length)] as T;

const coin = (x: number, y: number, r: number, p: GamePalette) =>
  circle(x, y + r * 0.14, r, p.ink, ' opacity="0.55"') +
  circle(x, y, r, p.second) +
  circle(x, y, r * 0.72, 'none', stroke(p.light, r * 0.08)) +
  star(x, y, r * 0.42, r * 0.18, 5, p.light);

export const coins: Motif = (p, random) => {
  const stack = [0, 1, 2, 3]
    .map((i) => `<ellipse cx="78" cy="${176 - i * 14}" rx="40" ry="13" fill="${p.second}"${stroke(p.ink, 3)}/>`)
    .join('');
  return stack + coin(150, 112, 46, p) + coin(92, 76, 24 + random() * 6, p);
};

export const gem: Motif = (p) =>
  polygon(
    [
      [70, 82],
      [96, 50],
      [144, 50],
      [170, 82],
      [120, 170],
    ],
    p.main,
  ) +
  polygon(
    [
      [70, 82],
      [170, 82],
      [120, 170],
    ],
    p.second,
  ) +
  polygon(
    [
      [96, 50],
      [120, 82],
      [144, 50],
    ],
    p.light,
    ' opacity="0.8"',
  ) +
  polygon(
    [
      [96, 82],
      [120, 170],
      [144, 82],
    ],
    p.light,
    ' opacity="0.35"',
  ) +
  star(168, 56, 14, 4, 4, p.light);

export const stars: Motif = (p, random) =>
  star(120, 110, 62, 26, 5, p.second, stroke(p.light, 4)) +
  star(120, 110, 26, 11, 5, p.light) +
  star(58 + random() * 10, 62, 16, 6, 5, p.main) +
  star(182, 160 - random() * 10, 20, 8, 5, p.main);

export const cards: Motif = (p, random) => {
  const first = pick(SUIT_NAMES, random);
  const second = pick(
    SUIT_NAMES.filter((name) => name !== first),
    random,
  );
  const card = (angle: number, name: typeof first, color: string) =>
    `<g transform="rotate(${angle} 120 190)">${rect(84, 50, 72, 104, p.light, ` rx="10"${stroke(p.ink, 3)}`)}${suit(name, 120, 102, 22, color)}</g>`;
  return card(-16, first, p.ink) + card(14, second, p.main);
};

export const dice: Motif = (p, random) => {
  const die = (x: number, y: number, size: number, angle: number, face: number, color: string) => {
    const spots: Record<number, [number, number][]> = {
      1: [[0, 0]],
      2: [
        [-1, -1],
        [1, 1],
      ],
      3: [
        [-1, -1],
        [0, 0],
        [1, 1],
      ],
      4: [
        [-1, -1],
        [1, -1],
        [-1, 1],
        [1, 1],
      ],
      5: [
        [-1, -1],
        [1, -1],
        [0, 0],
        [-1, 1],
        [1, 1],
      ],
      6: [
        [-1, -1],
        [1, -1],
        [-1, 0],
        [1, 0],
        [-1, 1],
        [1, 1],
      ],
    };
    const pips = (spots[face] ?? [])
      .map(([dx, dy]) => circle(dx * size * 0.27, dy * size * 0.27, size * 0.09, p.ink))
      .join('');
    return `<g transform="translate(${x} ${y}) rotate(${angle})">${rect(-size / 2, -size / 2, size, size, color, ` rx="${size * 0.18}"`)}${pips}</g>`;
  };
  return (
    die(92, 126, 76, -14, 1 + Math.floor(random() * 6), p.light) +
    die(160, 96, 60, 18, 1 + Math.floor(random() * 6), p.second)
  );
};

export const wheel: Motif = (p, random) => {
  const segments = 12;
  const turn = random() * 30;
  let out = circle(120, 112, 76, p.ink) + circle(120, 112, 70, p.second);
  for (let i = 0; i < segments; i += 1) {
    const a = ((i * 360) / segments + turn) * (Math.PI / 180);
    const b = (((i + 1) * 360) / segments + turn) * (Math.PI / 180);
    const point = (angle: number) =>
      `${(120 + Math.cos(angle) * 64).toFixed(1)},${(112 + Math.sin(angle) * 64).toFixed(1)}`;
    out += path(`M120,112 L${point(a)} A64,64 0 0 1 ${point(b)} Z`, i % 2 === 0 ? p.main : p.ink);
  }
  return (
    out +
    circle(120, 112, 22, p.light) +
    circle(120, 112, 8, p.second) +
    polygon(
      [
        [112, 30],
        [128, 30],
        [120, 50],
      ],
      p.light,
    )
  );
};

export const chips: Motif = (p, random) => {
  const chip = (x: number, y: number, color: string) =>
    `<ellipse cx="${x}" cy="${y + 8}" rx="40" ry="16" fill="${p.ink}"/><ellipse cx="${x}" cy="${y}" rx="40" ry="16" fill="${color}"${stroke(p.light, 4)} stroke-dasharray="12 10"/>`;
  // two stacks of their own heights and a suit over them, so the poker tables of one vendor differ
  const left = 2 + Math.floor(random() * 3);
  const right = 1 + Math.floor(random() * 3);
  let out = '';
  for (let i = 0; i < left; i += 1) out += chip(90, 176 - i * 20, i % 2 ? p.second : p.main);
  for (let i = 0; i < right; i += 1) out += chip(158, 184 - i * 20, i % 2 ? p.main : p.second);
  return out + suit(pick(SUIT_NAMES, random), 124, 66, 30, p.light);
};

export const balls: Motif = (p, random) =>
  [0, 1, 2]
    .map((i) => {
      const x = 64 + i * 56;
      const y = 112 + (i === 1 ? -22 : 12) + random() * 6;
      const color = [p.main, p.second, p.light][i] ?? p.main;
      return (
        circle(x, y + 4, 30, p.ink, ' opacity="0.5"') +
        circle(x, y, 30, color) +
        circle(x, y, 14, p.light) +
        circle(x - 9, y - 10, 5, '#ffffff', ' opacity="0.7"')
      );
    })
    .join('');

export const sevens: Motif = (p) =>
  [0, 1, 2]
    .map((i) => {
      const x = 52 + i * 68;
      return (
        rect(x - 30, 60, 60, 104, p.light, ` rx="10"${stroke(p.ink, 3)}`) +
        path(`M${x - 16},84 L${x + 16},84 L${x - 2},142`, 'none', stroke(i === 1 ? p.main : p.second, 11))
      );
    })
    .join('');

export const crown: Motif = (p) =>
  polygon(
    [
      [58, 156],
      [48, 74],
      [88, 112],
      [120, 56],
      [152, 112],
      [192, 74],
      [182, 156],
    ],
    p.second,
    stroke(p.ink, 4),
  ) +
  rect(58, 150, 124, 24, p.main, ` rx="6"${stroke(p.ink, 4)}`) +
  circle(48, 70, 9, p.light) +
  circle(120, 52, 10, p.light) +
  circle(192, 70, 9, p.light) +
  circle(120, 162, 7, p.light);

export const bell: Motif = (p) =>
  path(
    'M120,42 C80,42 76,88 72,124 C70,144 56,152 52,164 L188,164 C184,152 170,144 168,124 C164,88 160,42 120,42 Z',
    p.second,
    stroke(p.ink, 4),
  ) +
  circle(120, 176, 14, p.main) +
  rect(112, 30, 16, 16, p.main, ' rx="4"') +
  path('M92,70 C88,90 86,110 84,130', 'none', stroke(p.light, 6));

export const colourBoard: Motif = (p) =>
  [p.main, p.second, p.light, '#e0355f', '#2f8cff', '#16b89a']
    .map((color, i) =>
      rect(48 + (i % 3) * 50, 66 + Math.floor(i / 3) * 50, 44, 44, color, ` rx="8"${stroke(p.ink, 3)}`),
    )
    .join('');
