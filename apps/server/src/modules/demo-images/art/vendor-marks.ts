import { circle, path, polygon, star, stroke } from './game-art/shapes';

// A vendor's mark: a simple shape of its own, drawn in a 40 x 40 box centred on (32, 32) of the logo.

type Mark = (color: string, ink: string) => string;

const ring = (r: number, color: string, width: number) => circle(32, 32, r, 'none', stroke(color, width));

export const VENDOR_MARKS: Mark[] = [
  (c, ink) => star(32, 32, 20, 8, 5, c) + circle(32, 33, 4, ink),
  (c, ink) =>
    polygon(
      [
        [32, 12],
        [49, 22],
        [49, 42],
        [32, 52],
        [15, 42],
        [15, 22],
      ],
      c,
    ) +
    polygon(
      [
        [32, 22],
        [40, 27],
        [40, 37],
        [32, 42],
        [24, 37],
        [24, 27],
      ],
      ink,
    ),
  (c) =>
    path('M12,36 Q22,20 32,36 T52,36', 'none', stroke(c, 6)) + path('M12,24 Q22,8 32,24 T52,24', 'none', stroke(c, 4)),
  (c, ink) =>
    circle(32, 32, 20, c) +
    polygon(
      [
        [26, 22],
        [42, 32],
        [26, 42],
      ],
      ink,
    ),
  (c, ink) => circle(32, 32, 20, c) + circle(27, 27, 8, ink) + circle(27, 27, 4, c),
  (c, ink) => path('M32,12 C16,26 16,42 32,52 C48,42 48,26 32,12 Z', c) + path('M32,20 L32,48', 'none', stroke(ink, 3)),
  (c) => path('M32,12 L32,52 M14,22 L50,42 M14,42 L50,22', 'none', stroke(c, 5)) + ring(20, c, 3),
  (c, ink) =>
    polygon(
      [
        [12, 20],
        [52, 20],
        [32, 52],
      ],
      c,
    ) +
    polygon(
      [
        [22, 24],
        [42, 24],
        [32, 40],
      ],
      ink,
    ),
  (c, ink) => path('M20,12 L44,12 L52,28 L32,52 L12,28 Z', c) + path('M12,28 L52,28', 'none', stroke(ink, 3)),
  (c) =>
    polygon(
      [
        [36, 10],
        [18, 36],
        [30, 36],
        [26, 54],
        [46, 26],
        [34, 26],
      ],
      c,
    ),
  (c) => ring(18, c, 5) + star(32, 32, 10, 4, 4, c),
  (c) => path('M32,10 C40,24 52,26 46,42 C42,52 22,52 18,42 C12,28 28,26 32,10 Z', c),
  (c, ink) => path('M38,12 A20,20 0 1 0 52,40 A16,16 0 1 1 38,12 Z', c) + circle(44, 20, 3, ink),
  (c) => [0, 1, 2].map((i) => circle(22 + i * 10, 22 + (i % 2) * 20, 8, c)).join('') + circle(32, 32, 6, c),
  (c, ink) =>
    polygon(
      [
        [32, 12],
        [52, 32],
        [32, 52],
        [12, 32],
      ],
      c,
    ) +
    polygon(
      [
        [32, 22],
        [42, 32],
        [32, 42],
        [22, 32],
      ],
      ink,
    ) +
    circle(32, 32, 3, c),
  (c) => path('M14,46 L32,14 L50,46 Z', 'none', stroke(c, 5)) + circle(32, 36, 5, c),
];
