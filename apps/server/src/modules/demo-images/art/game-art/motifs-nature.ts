import type { Motif } from './motifs-casino';
import { circle, path, polygon, rect, star, stroke } from './shapes';

export const dragon: Motif = (p, random) => {
  // a body of shrinking scales along a wave, a horned head at the front
  const wave = 14 + random() * 10;
  let body = '';
  for (let i = 9; i >= 0; i -= 1) {
    const x = 58 + i * 14;
    const y = 130 + Math.sin(i * 0.9) * wave;
    body += circle(x, y, 24 - i * 1.6, i % 2 === 0 ? p.main : p.second, stroke(p.ink, 2));
  }
  return (
    body +
    polygon(
      [
        [44, 96],
        [36, 60],
        [60, 88],
      ],
      p.light,
    ) +
    polygon(
      [
        [64, 90],
        [70, 56],
        [80, 92],
      ],
      p.light,
    ) +
    `<ellipse cx="58" cy="112" rx="34" ry="26" fill="${p.main}"${stroke(p.ink, 3)}/>` +
    circle(48, 104, 6, p.light) +
    circle(48, 104, 3, p.ink) +
    path('M26,118 Q14,128 22,140', 'none', stroke(p.second, 4))
  );
};

export const fish: Motif = (p, random) =>
  `<ellipse cx="108" cy="112" rx="62" ry="38" fill="${p.main}"${stroke(p.ink, 3)}/>` +
  polygon(
    [
      [164, 112],
      [204, 78],
      [204, 146],
    ],
    p.second,
    stroke(p.ink, 3),
  ) +
  path('M96,78 Q112,52 136,80', p.second) +
  circle(74, 104, 9, p.light) +
  circle(74, 104, 4, p.ink) +
  path('M118,90 Q132,112 118,134', 'none', stroke(p.ink, 3)) +
  circle(40, 66 - random() * 8, 8, 'none', stroke(p.light, 3)) +
  circle(56, 44, 5, 'none', stroke(p.light, 3));

export const crab: Motif = (p) =>
  path('M40,96 Q24,60 56,52 L58,76 L70,64 Q80,96 56,110 Z', p.main, stroke(p.ink, 3)) +
  path('M200,96 Q216,60 184,52 L182,76 L170,64 Q160,96 184,110 Z', p.main, stroke(p.ink, 3)) +
  [0, 1, 2]
    .map((i) =>
      path(
        `M${84 - i * 4},${140 + i * 10} L${52 - i * 6},${158 + i * 12} M${156 + i * 4},${140 + i * 10} L${188 + i * 6},${158 + i * 12}`,
        'none',
        stroke(p.second, 6),
      ),
    )
    .join('') +
  `<ellipse cx="120" cy="132" rx="54" ry="36" fill="${p.main}"${stroke(p.ink, 3)}/>` +
  circle(104, 96, 9, p.light) +
  circle(136, 96, 9, p.light) +
  circle(104, 96, 4, p.ink) +
  circle(136, 96, 4, p.ink);

export const shark: Motif = (p) =>
  path('M24,150 Q80,70 170,92 L196,60 L192,104 Q214,118 220,140 Q150,168 24,150 Z', p.main, stroke(p.ink, 3)) +
  path('M40,150 Q110,166 208,138 Q150,172 40,150 Z', p.light) +
  polygon(
    [
      [110, 96],
      [132, 54],
      [144, 98],
    ],
    p.main,
    stroke(p.ink, 3),
  ) +
  circle(180, 118, 5, p.ink) +
  path('M20,186 Q50,172 80,186 T140,186 T200,186', 'none', stroke(p.second, 6));

export const waves: Motif = (p, random) =>
  circle(160, 76, 34 + random() * 6, p.second) +
  [0, 1, 2]
    .map((i) =>
      path(
        `M0,${128 + i * 26} Q30,${108 + i * 26} 60,${128 + i * 26} T120,${128 + i * 26} T180,${128 + i * 26} T240,${128 + i * 26} L240,240 L0,240 Z`,
        [p.main, p.light, p.main][i] ?? p.main,
        i === 1 ? ' opacity="0.55"' : '',
      ),
    )
    .join('');

export const moon: Motif = (p, random) =>
  circle(112, 108, 64, p.second) +
  circle(146, 88, 56, p.to) +
  star(176, 150, 14, 5, 5, p.light) +
  star(184, 62 + random() * 10, 9, 3, 4, p.light) +
  star(60, 50, 7, 2, 4, p.main);

export const volcano: Motif = (p, random) =>
  polygon(
    [
      [24, 196],
      [92, 78],
      [148, 78],
      [216, 196],
    ],
    p.main,
    stroke(p.ink, 3),
  ) +
  path('M92,78 Q104,104 120,88 Q136,110 148,78 Z', p.second) +
  [0, 1, 2, 3]
    .map((i) => circle(96 + i * 16 + random() * 6, 52 - (i % 2) * 16, 8 + (i % 2) * 4, i % 2 ? p.second : p.main))
    .join('');

export const fruit: Motif = (p, random) =>
  path('M96,56 Q110,90 80,128 M96,56 Q120,86 142,120', 'none', stroke(p.light, 6)) +
  `<ellipse cx="112" cy="54" rx="22" ry="10" fill="${p.light}" transform="rotate(-20 112 54)"/>` +
  circle(78, 140, 30 + random() * 4, p.main, stroke(p.ink, 3)) +
  circle(146, 132, 30, p.main, stroke(p.ink, 3)) +
  circle(68, 128, 7, '#ffffff', ' opacity="0.6"') +
  circle(136, 120, 7, '#ffffff', ' opacity="0.6"') +
  `<ellipse cx="184" cy="168" rx="30" ry="22" fill="${p.second}"${stroke(p.ink, 3)}/>`;

export const palm: Motif = (p, random) =>
  `<ellipse cx="120" cy="186" rx="92" ry="22" fill="${p.second}"/>` +
  path('M118,184 Q108,130 126,76', 'none', stroke(p.ink, 12)) +
  [-60, -20, 20, 60, 100]
    .map(
      (angle) =>
        `<ellipse cx="156" cy="76" rx="36" ry="10" fill="${p.main}" transform="rotate(${angle + random() * 8} 126 76)"/>`,
    )
    .join('') +
  circle(120, 88, 9, p.ink) +
  circle(134, 90, 9, p.ink);

export const bamboo: Motif = (p) =>
  [56, 104, 152]
    .map(
      (x, i) =>
        rect(x, 34 + i * 10, 28, 170 - i * 10, i === 1 ? p.second : p.main, ` rx="8"${stroke(p.ink, 3)}`) +
        [80, 130].map((y) => rect(x - 3, y + i * 6, 34, 7, p.ink, ' rx="3"')).join('') +
        `<ellipse cx="${x + 46}" cy="${60 + i * 12}" rx="22" ry="7" fill="${p.light}" transform="rotate(-30 ${x + 28} ${60 + i * 12})"/>`,
    )
    .join('');

export const lantern: Motif = (p) =>
  star(120, 100, 70, 30, 5, p.main, stroke(p.light, 4)) +
  circle(120, 100, 24, p.light) +
  star(120, 100, 16, 7, 5, p.second) +
  [0, 1, 2]
    .map((i) => path(`M${104 + i * 16},150 Q${98 + i * 16},180 ${108 + i * 16},206`, 'none', stroke(p.second, 5)))
    .join('');

export const bird: Motif = (p) =>
  path('M20,96 Q72,60 112,110 Q168,60 220,96 Q168,96 122,140 Q72,96 20,96 Z', p.main, stroke(p.ink, 3)) +
  circle(118, 112, 18, p.second) +
  polygon(
    [
      [118, 104],
      [140, 114],
      [118, 122],
    ],
    p.light,
  ) +
  circle(114, 108, 3, p.ink) +
  polygon(
    [
      [60, 186],
      [120, 150],
      [180, 186],
    ],
    p.light,
    ' opacity="0.5"',
  );

export const hut: Motif = (p) =>
  rect(66, 112, 108, 66, p.second, stroke(p.ink, 3)) +
  polygon(
    [
      [40, 118],
      [120, 46],
      [200, 118],
    ],
    p.main,
    stroke(p.ink, 3),
  ) +
  rect(104, 132, 32, 46, p.ink, ' rx="4"') +
  rect(78, 126, 18, 18, p.light) +
  rect(146, 126, 18, 18, p.light) +
  [86, 120, 154].map((x) => rect(x - 3, 178, 6, 22, p.ink)).join('');

export const rooster: Motif = (p) =>
  path(
    'M56,176 Q40,110 84,92 Q80,56 112,52 Q140,52 142,84 Q176,96 168,150 Q160,180 56,176 Z',
    p.main,
    stroke(p.ink, 3),
  ) +
  path('M56,150 Q18,120 30,72 Q48,104 70,112 Z', p.second, stroke(p.ink, 3)) +
  path('M104,54 Q108,32 120,44 Q126,30 134,46 Q144,40 140,58 Z', '#e0355f') +
  polygon(
    [
      [140, 72],
      [164, 80],
      [140, 88],
    ],
    p.light,
  ) +
  circle(124, 72, 5, p.ink) +
  path('M104,176 L96,204 M132,176 L140,204', 'none', stroke(p.light, 6));

export const sportsBall: Motif = (p, random) =>
  random() < 0.5
    ? circle(120, 112, 66, p.main, stroke(p.ink, 4)) +
      path(
        'M54,112 L186,112 M120,46 L120,178 M74,64 Q110,112 74,160 M166,64 Q130,112 166,160',
        'none',
        stroke(p.ink, 5),
      )
    : circle(120, 112, 66, p.light, stroke(p.ink, 4)) +
      polygon(
        [
          [120, 88],
          [143, 104],
          [134, 131],
          [106, 131],
          [97, 104],
        ],
        p.ink,
      ) +
      path(
        'M120,88 L120,48 M143,104 L180,92 M134,131 L156,162 M106,131 L84,162 M97,104 L60,92',
        'none',
        stroke(p.ink, 4),
      );

export const controller: Motif = (p) =>
  path(
    'M52,96 Q60,72 92,76 L148,76 Q180,72 188,96 L204,150 Q208,176 184,172 L160,146 L80,146 L56,172 Q32,176 36,150 Z',
    p.main,
    stroke(p.ink, 4),
  ) +
  rect(70, 102, 32, 10, p.light, ' rx="3"') +
  rect(81, 91, 10, 32, p.light, ' rx="3"') +
  circle(156, 98, 8, p.second) +
  circle(172, 114, 8, p.light) +
  circle(140, 114, 8, p.light) +
  circle(156, 130, 8, p.second) +
  polygon(
    [
      [116, 20],
      [96, 60],
      [116, 60],
      [104, 84],
      [136, 44],
      [118, 44],
    ],
    p.second,
  );

export const trophy: Motif = (p) =>
  path('M76,48 L164,48 Q164,124 120,136 Q76,124 76,48 Z', p.second, stroke(p.ink, 4)) +
  path('M76,60 Q40,60 50,92 Q58,112 84,112 M164,60 Q200,60 190,92 Q182,112 156,112', 'none', stroke(p.second, 8)) +
  rect(110, 134, 20, 30, p.second) +
  rect(80, 164, 80, 20, p.main, ` rx="5"${stroke(p.ink, 3)}`) +
  star(120, 84, 20, 8, 5, p.light);

export const tarsier: Motif = (p) =>
  circle(120, 120, 74, p.main, stroke(p.ink, 3)) +
  circle(52, 64, 24, p.main, stroke(p.ink, 3)) +
  circle(188, 64, 24, p.main, stroke(p.ink, 3)) +
  circle(90, 112, 30, p.light) +
  circle(150, 112, 30, p.light) +
  circle(90, 112, 18, p.second) +
  circle(150, 112, 18, p.second) +
  circle(90, 112, 8, p.ink) +
  circle(150, 112, 8, p.ink) +
  polygon(
    [
      [112, 150],
      [128, 150],
      [120, 160],
    ],
    p.ink,
  );

export const pearl: Motif = (p) =>
  path('M40,150 Q40,70 120,62 Q200,70 200,150 Z', p.main, stroke(p.ink, 3)) +
  path('M72,150 L96,80 M120,150 L120,64 M168,150 L144,80', 'none', stroke(p.ink, 3)) +
  path('M36,150 Q120,196 204,150 Z', p.second, stroke(p.ink, 3)) +
  circle(120, 148, 22, p.light) +
  circle(112, 140, 6, '#ffffff');

export const lighthouse: Motif = (p) =>
  polygon(
    [
      [120, 88],
      [230, 56],
      [230, 120],
    ],
    p.second,
    ' opacity="0.45"',
  ) +
  polygon(
    [
      [96, 196],
      [106, 88],
      [134, 88],
      [144, 196],
    ],
    p.light,
    stroke(p.ink, 3),
  ) +
  rect(100, 120, 40, 16, p.main) +
  rect(96, 160, 48, 16, p.main) +
  rect(104, 66, 32, 24, p.second, stroke(p.ink, 3)) +
  polygon(
    [
      [98, 66],
      [120, 42],
      [142, 66],
    ],
    p.main,
    stroke(p.ink, 3),
  ) +
  path('M10,204 Q60,190 120,204 T230,204', 'none', stroke(p.main, 6));

export const terraces: Motif = (p) =>
  circle(180, 56, 24, p.second) +
  [0, 1, 2, 3, 4]
    .map((i) =>
      path(
        `M0,${96 + i * 26} Q120,${70 + i * 26} 240,${100 + i * 26} L240,240 L0,240 Z`,
        i % 2 === 0 ? p.main : p.light,
        i % 2 === 0 ? stroke(p.ink, 2) : ' opacity="0.7"',
      ),
    )
    .join('');

export const carabao: Motif = (p) =>
  path('M24,78 Q40,40 96,72 Q68,70 62,92 Z M216,78 Q200,40 144,72 Q172,70 178,92 Z', p.light, stroke(p.ink, 3)) +
  path('M76,86 Q120,60 164,86 L158,150 Q150,190 120,190 Q90,190 82,150 Z', p.main, stroke(p.ink, 3)) +
  `<ellipse cx="120" cy="168" rx="32" ry="20" fill="${p.second}"/>` +
  circle(108, 168, 5, p.ink) +
  circle(132, 168, 5, p.ink) +
  circle(98, 116, 7, p.ink) +
  circle(142, 116, 7, p.ink);

export const flag: Motif = (p) => {
  let squares = '';
  for (let row = 0; row < 4; row += 1)
    for (let col = 0; col < 6; col += 1)
      if ((row + col) % 2 === 0) squares += rect(76 + col * 20, 50 + row * 20, 20, 20, p.ink);
  return (
    rect(68, 40, 10, 160, p.light, ' rx="4"') +
    rect(76, 50, 120, 80, p.light, stroke(p.ink, 2)) +
    squares +
    path('M30,196 Q120,160 210,196', 'none', stroke(p.main, 10))
  );
};

export const net: Motif = (p) => {
  let lines = '';
  for (let i = 0; i < 7; i += 1)
    lines += path(
      `M${36 + i * 28},40 Q${48 + i * 24},120 ${60 + i * 20},196 M30,${56 + i * 22} Q120,${70 + i * 22} 210,${56 + i * 22}`,
      'none',
      stroke(p.light, 3),
    );
  return (
    lines +
    circle(60, 40, 10, p.second) +
    circle(180, 40, 10, p.second) +
    `<ellipse cx="128" cy="140" rx="30" ry="16" fill="${p.main}"/>` +
    polygon(
      [
        [156, 140],
        [176, 124],
        [176, 156],
      ],
      p.main,
    )
  );
};

export const mermaid: Motif = (p) =>
  path(
    'M120,30 Q160,80 132,130 Q116,160 150,186 Q166,200 190,196 Q150,214 116,196 Q80,176 104,126 Q124,80 120,30 Z',
    p.main,
    stroke(p.ink, 3),
  ) +
  path('M150,186 Q170,160 206,170 Q180,186 190,196 Z', p.second, stroke(p.ink, 3)) +
  [0, 1, 2, 3].map((i) => path(`M${112 + (i % 2) * 8},${60 + i * 26} q8,8 16,0`, 'none', stroke(p.light, 3))).join('') +
  circle(60, 80, 10, 'none', stroke(p.light, 3)) +
  circle(72, 50, 6, 'none', stroke(p.light, 3));

export const fireflies: Motif = (p, random) => {
  let out = path('M0,200 Q60,150 120,190 T240,180 L240,240 L0,240 Z', p.ink);
  for (let i = 0; i < 9; i += 1) {
    const x = 36 + random() * 168;
    const y = 40 + random() * 120;
    out += circle(x, y, 14, p.second, ' opacity="0.25"') + circle(x, y, 5, p.light);
  }
  return out;
};

export const sunset: Motif = (p) =>
  circle(120, 130, 66, p.second) +
  [0, 1, 2].map((i) => rect(40, 128 + i * 18, 160, 8, p.to)).join('') +
  rect(0, 178, 240, 62, p.ink) +
  path(
    'M30,178 L30,120 M30,122 Q50,100 64,112 M30,122 Q12,98 0,112 M210,178 L210,110 M210,112 Q230,92 240,104 M210,112 Q190,90 176,104',
    'none',
    stroke(p.main, 6),
  );

export const store: Motif = (p) =>
  rect(48, 96, 144, 96, p.light, stroke(p.ink, 3)) +
  [0, 1, 2, 3, 4, 5]
    .map((i) =>
      path(
        `M${40 + i * 27},64 L${67 + i * 27},64 L${67 + i * 27},96 Q${53 + i * 27},112 ${40 + i * 27},96 Z`,
        i % 2 ? p.light : p.main,
        stroke(p.ink, 2),
      ),
    )
    .join('') +
  rect(66, 118, 48, 40, p.second, ' rx="4"') +
  rect(128, 118, 48, 74, p.ink, ' rx="4"') +
  circle(78, 132, 6, p.main) +
  circle(98, 140, 6, p.main);

export const tiles: Motif = (p, random) =>
  path(
    'M120,112 m-70,0 a70,70 0 1,1 140,0 a54,54 0 1,1 -108,0 a38,38 0 1,1 76,0 a22,22 0 1,1 -44,0',
    'none',
    stroke(p.light, 6) + ' opacity="0.45"',
  ) +
  [0, 1, 2]
    .map(
      (i) =>
        `<g transform="rotate(${-20 + i * 20 + random() * 6} 120 200)">${rect(96, 60, 48, 64, p.light, ` rx="6"${stroke(p.ink, 3)}`)}${circle(120, 92, 12, [p.main, p.second, p.main][i] ?? p.main)}</g>`,
    )
    .join('');

export const lightning: Motif = (p) =>
  circle(120, 112, 70, p.main, ' opacity="0.3"') +
  polygon(
    [
      [132, 30],
      [70, 124],
      [112, 124],
      [98, 196],
      [170, 94],
      [126, 94],
    ],
    p.second,
    stroke(p.light, 4),
  );

export const paperLantern: Motif = (p) =>
  path('M120,24 L120,44 M100,196 L100,214 M120,196 L120,220 M140,196 L140,214', 'none', stroke(p.light, 4)) +
  rect(92, 40, 56, 14, p.ink, ' rx="4"') +
  rect(92, 182, 56, 14, p.ink, ' rx="4"') +
  `<ellipse cx="120" cy="118" rx="64" ry="70" fill="${p.main}"${stroke(p.ink, 3)}/>` +
  path('M120,48 Q76,118 120,188 M120,48 Q164,118 120,188', 'none', stroke(p.ink, 3)) +
  circle(120, 118, 20, p.light, ' opacity="0.7"');

export const surfboard: Motif = (p) =>
  path('M0,150 Q60,96 120,150 T240,150 L240,240 L0,240 Z', p.main, ' opacity="0.6"') +
  `<ellipse cx="120" cy="100" rx="24" ry="86" fill="${p.second}"${stroke(p.ink, 4)} transform="rotate(35 120 100)"/>` +
  path('M70,32 L170,172', 'none', stroke(p.light, 5)) +
  circle(62, 56, 22, p.light, ' opacity="0.8"');

export const whirlpool: Motif = (p) =>
  circle(120, 112, 78, p.main, ' opacity="0.35"') +
  path(
    'M120,112 m-64,0 a64,64 0 1,1 128,0 a50,50 0 1,1 -100,0 a36,36 0 1,1 72,0 a22,22 0 1,1 -44,0 a10,10 0 1,1 20,0',
    'none',
    stroke(p.light, 7),
  ) +
  circle(120, 112, 7, p.second);
