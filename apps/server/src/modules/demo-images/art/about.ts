import { coin } from './banners';
import { FONT, PALETTE, linearGradient, radialGlow, seeded, starPoints, svg } from './svg-kit';

// The artwork of the demo about-us page: the ambassador's portrait and five gallery pictures, in the site's navy and
// gold. Faceless silhouettes and flat shapes: illustrations, not likenesses of anyone.

const GALLERY_WIDTH = 750;
const GALLERY_HEIGHT = 500;
const PORTRAIT_SIZE = 400;

const GOLD = linearGradient('gold', [PALETTE.goldLight, PALETTE.gold, PALETTE.goldDeep], 0, 1);

/** A gallery picture: night-to-navy ground with a gold glow at (glowX, glowY) behind `art`. */
function gallery(title: string, art: string, glowX: number, glowY: number, extraDefs = ''): string {
  const defs = `<defs>${linearGradient('bg', [PALETTE.night, PALETTE.navy, PALETTE.indigo], 0, 1)}${GOLD}${radialGlow('glow', PALETTE.gold, 0.4)}${extraDefs}</defs>`;
  const ground = `<rect width="${GALLERY_WIDTH}" height="${GALLERY_HEIGHT}" fill="url(#bg)"/><circle cx="${glowX}" cy="${glowY}" r="300" fill="url(#glow)"/>`;
  return svg(GALLERY_WIDTH, GALLERY_HEIGHT, defs + ground + art, title);
}

/** Small four-pointed sparkles scattered over the picture, the same on every start. */
function sparkles(seed: number, count: number, maxY = GALLERY_HEIGHT): string {
  const random = seeded(seed);
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const x = random() * GALLERY_WIDTH;
    const y = random() * maxY;
    const size = 2 + random() * 6;
    out += `<polygon points="${starPoints(x, y, size, size * 0.3, 4)}" fill="${PALETTE.ivory}" opacity="${(0.25 + random() * 0.5).toFixed(2)}"/>`;
  }
  return out;
}

/** A person from the chest up, seen from behind the table or in the crowd: a head and rounded shoulders. */
function bust(x: number, y: number, scale: number, fill: string): string {
  const s = (value: number) => (value * scale).toFixed(1);
  return (
    `<circle cx="${x}" cy="${(y - 62 * scale).toFixed(1)}" r="${s(26)}" fill="${fill}"/>` +
    `<path d="M${x - 62 * scale},${y + 40 * scale} C${x - 60 * scale},${y - 10 * scale} ${x - 40 * scale},${y - 30 * scale} ${x},${y - 30 * scale} C${x + 40 * scale},${y - 30 * scale} ${x + 60 * scale},${y - 10 * scale} ${x + 62 * scale},${y + 40 * scale} Z" fill="${fill}"/>`
  );
}

function chipStack(x: number, y: number, count: number, color: string): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const cy = y - i * 9;
    out += `<ellipse cx="${x}" cy="${cy + 4}" rx="30" ry="11" fill="${PALETTE.night}" opacity="0.5"/><ellipse cx="${x}" cy="${cy}" rx="30" ry="11" fill="${color}" stroke="${PALETTE.ivory}" stroke-width="2" stroke-dasharray="6 6"/>`;
  }
  return out;
}

function card(x: number, y: number, rotate: number, rank: string, color: string): string {
  return `<g transform="rotate(${rotate} ${x + 28} ${y + 40})"><rect x="${x}" y="${y}" width="56" height="80" rx="7" fill="${PALETTE.ivory}" stroke="${PALETTE.goldDeep}" stroke-width="2"/><text x="${x + 28}" y="${y + 52}" text-anchor="middle" ${FONT} font-weight="800" font-size="30" fill="${color}">${rank}</text></g>`;
}

export function liveDealerSvg(): string {
  const lamp = `<path d="M330,0 L420,0 L520,300 L230,300 Z" fill="${PALETTE.goldLight}" opacity="0.07"/>`;
  const dealer = `${bust(375, 270, 1.5, PALETTE.indigo)}<polygon points="355,232 375,244 395,232 395,256 375,244 355,256" fill="url(#gold)"/>`;
  const table =
    `<ellipse cx="375" cy="560" rx="440" ry="250" fill="url(#gold)"/>` +
    `<ellipse cx="375" cy="566" rx="424" ry="236" fill="${PALETTE.navy}"/>` +
    `<ellipse cx="375" cy="600" rx="330" ry="170" fill="none" stroke="url(#gold)" stroke-width="3" opacity="0.7"/>`;
  const spots = [
    [150, 440],
    [262, 410],
    [375, 400],
    [488, 410],
    [600, 440],
  ]
    .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="38" ry="22" fill="none" stroke="url(#gold)" stroke-width="3"/>`)
    .join('');
  const cards = card(318, 330, -8, 'A', PALETTE.night) + card(376, 330, 8, 'K', PALETTE.ruby);
  const chips =
    chipStack(110, 380, 4, PALETTE.ruby) + chipStack(640, 385, 3, PALETTE.jade) + chipStack(680, 470, 5, PALETTE.gold);
  const badge = `<rect x="32" y="32" width="108" height="40" rx="20" fill="${PALETTE.night}" stroke="url(#gold)" stroke-width="2"/><circle cx="56" cy="52" r="8" fill="${PALETTE.ruby}"/><text x="100" y="61" text-anchor="middle" ${FONT} font-weight="800" font-size="22" fill="${PALETTE.ivory}">LIVE</text>`;
  return gallery('Live dealer table', lamp + dealer + table + spots + cards + chips + badge, 375, 120);
}

/** One reel window with its symbol in the middle. */
function reel(x: number, symbol: string): string {
  return `<rect x="${x}" y="160" width="112" height="180" rx="12" fill="${PALETTE.ivory}"/><rect x="${x}" y="160" width="112" height="36" rx="12" fill="${PALETTE.night}" opacity="0.18"/><rect x="${x}" y="304" width="112" height="36" rx="12" fill="${PALETTE.night}" opacity="0.18"/>${symbol}`;
}

export function slotReelsSvg(): string {
  const cabinet =
    `<rect x="130" y="60" width="440" height="390" rx="40" fill="url(#gold)"/>` +
    `<rect x="146" y="76" width="408" height="358" rx="30" fill="${PALETTE.navy}"/>` +
    `<rect x="180" y="92" width="340" height="46" rx="23" fill="${PALETTE.night}" stroke="url(#gold)" stroke-width="3"/>`;
  let bulbs = '';
  for (let i = 0; i < 9; i += 1)
    bulbs += `<circle cx="${206 + i * 36}" cy="115" r="7" fill="${i % 2 ? PALETTE.goldLight : PALETTE.ivory}"/>`;
  const seven = `<text x="230" y="276" text-anchor="middle" ${FONT} font-weight="900" font-size="92" fill="${PALETTE.ruby}">7</text>`;
  const cherries = `<path d="M362,206 Q376,232 352,262 M362,206 Q382,226 396,256" stroke="${PALETTE.jade}" stroke-width="6" fill="none" stroke-linecap="round"/><circle cx="350" cy="270" r="22" fill="${PALETTE.ruby}"/><circle cx="396" cy="264" r="22" fill="${PALETTE.ruby}"/><circle cx="343" cy="262" r="6" fill="${PALETTE.ivory}" opacity="0.6"/><circle cx="389" cy="256" r="6" fill="${PALETTE.ivory}" opacity="0.6"/>`;
  const star = `<polygon points="${starPoints(470, 250, 46, 20, 5)}" fill="url(#gold)" stroke="${PALETTE.goldDeep}" stroke-width="3"/>`;
  const reels = reel(174, seven) + reel(294, `<g transform="translate(-24 0)">${cherries}</g>`) + reel(414, star);
  const payline = `<line x1="160" y1="250" x2="540" y2="250" stroke="${PALETTE.ruby}" stroke-width="3" opacity="0.55"/>`;
  const tray = `<rect x="200" y="372" width="300" height="40" rx="14" fill="${PALETTE.night}" stroke="url(#gold)" stroke-width="3"/>`;
  const lever = `<rect x="570" y="270" width="26" height="70" rx="8" fill="url(#gold)"/><line x1="590" y1="300" x2="640" y2="150" stroke="${PALETTE.ivory}" stroke-width="10" stroke-linecap="round"/><circle cx="642" cy="142" r="22" fill="${PALETTE.ruby}"/>`;
  const coins = coin(110, 440, 30) + coin(660, 430, 34) + coin(620, 470, 22) + coin(70, 380, 20);
  return gallery('Slot reels', sparkles(31, 26) + cabinet + bulbs + reels + payline + tray + lever + coins, 350, 250);
}

const BALL_COLORS = [PALETTE.gold, PALETTE.ruby, PALETTE.jade, PALETTE.sky, PALETTE.violet];

function ball(x: number, y: number, r: number, number: number, color: string): string {
  return `<g><circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/><circle cx="${x - r * 0.32}" cy="${y - r * 0.36}" r="${r * 0.26}" fill="${PALETTE.ivory}" opacity="0.35"/><circle cx="${x}" cy="${y}" r="${r * 0.55}" fill="${PALETTE.ivory}"/><text x="${x}" y="${(y + r * 0.22).toFixed(1)}" text-anchor="middle" ${FONT} font-weight="800" font-size="${(r * 0.62).toFixed(1)}" fill="${PALETTE.night}">${number}</text></g>`;
}

/** The balls resting in the globe, row by row from the bottom, with their numbers: [x, y, number]. */
const RESTING_BALLS: [number, number, number][] = [
  [216, 338, 12],
  [266, 346, 27],
  [316, 346, 5],
  [366, 336, 44],
  [192, 294, 38],
  [242, 300, 16],
  [292, 304, 9],
  [342, 298, 21],
  [392, 288, 33],
  [226, 256, 2],
  [324, 258, 40],
  [250, 150, 14],
  [346, 172, 29],
];

export function lotteryBallsSvg(): string {
  const inside = RESTING_BALLS.map(([x, y, number], i) =>
    ball(x, y, 24, number, BALL_COLORS[i % BALL_COLORS.length] ?? PALETTE.gold),
  ).join('');
  const globe =
    `<circle cx="290" cy="220" r="168" fill="${PALETTE.night}" opacity="0.55"/>` +
    inside +
    `<circle cx="290" cy="220" r="168" fill="none" stroke="url(#gold)" stroke-width="10"/>` +
    `<path d="M190,120 A140,140 0 0 1 330,76" stroke="${PALETTE.ivory}" stroke-width="8" fill="none" opacity="0.35" stroke-linecap="round"/>`;
  const stand = `<path d="M230,380 L350,380 L390,460 L190,460 Z" fill="url(#gold)"/><rect x="160" y="456" width="260" height="18" rx="9" fill="${PALETTE.goldDeep}"/>`;
  const chute = `<path d="M440,300 L700,300" stroke="${PALETTE.gold}" stroke-width="8" stroke-linecap="round"/><path d="M440,400 L700,400" stroke="${PALETTE.gold}" stroke-width="8" stroke-linecap="round"/>`;
  const drawn = [7, 18, 23, 31, 42]
    .map((number, i) => ball(475 + i * 54, 350, 25, number, BALL_COLORS[i] ?? PALETTE.gold))
    .join('');
  return gallery('Lottery balls', sparkles(53, 30) + globe + stand + chute + drawn, 300, 220);
}

/** A rooster in profile facing right, feet at (0, 0), about 150 wide and 170 tall before scaling. */
const ROOSTER =
  'M-20,-40 C-45,-45 -70,-70 -78,-120 C-60,-100 -52,-92 -44,-90 C-56,-112 -58,-140 -46,-166 C-36,-130 -30,-110 -18,-100 ' +
  'C-6,-112 12,-116 26,-112 C30,-130 36,-146 48,-150 L52,-164 L58,-152 L64,-166 L68,-150 L76,-158 L74,-142 ' +
  'C80,-138 82,-130 80,-124 L96,-118 L80,-112 C80,-104 76,-98 70,-96 C74,-84 72,-72 64,-62 C52,-46 30,-36 10,-36 Z ' +
  'M-8,-38 L-14,-4 L-30,0 L-12,0 L-4,-4 Z M12,-38 L14,-4 L0,0 L18,0 L24,-4 Z';

function rooster(x: number, y: number, facingLeft: boolean): string {
  const flip = facingLeft ? ' scale(-1 1)' : '';
  return `<path d="${ROOSTER}" fill="url(#gold)" transform="translate(${x} ${y})${flip}"/>`;
}

export function cockfightArenaSvg(): string {
  const roof = `<path d="M0,120 Q375,-40 750,120 L750,0 L0,0 Z" fill="${PALETTE.night}"/><path d="M0,120 Q375,-40 750,120" stroke="url(#gold)" stroke-width="4" fill="none" opacity="0.6"/>`;
  const random = seeded(61);
  let stands = '';
  for (let row = 0; row < 4; row += 1) {
    const y = 170 + row * 48;
    const spread = 330 + row * 20;
    stands += `<path d="M${375 - spread - 40},${y + 40} Q375,${y - 40} ${375 + spread + 40},${y + 40}" stroke="${PALETTE.indigo}" stroke-width="26" fill="none" opacity="${(0.5 + row * 0.12).toFixed(2)}"/>`;
    for (let seat = 0; seat < 22 + row * 2; seat += 1) {
      const t = seat / (21 + row * 2);
      const x = 375 - spread + t * spread * 2;
      const curve = y - 20 + Math.pow((x - 375) / spread, 2) * 40;
      stands += `<circle cx="${x.toFixed(1)}" cy="${(curve - 4 - random() * 4).toFixed(1)}" r="${(8 + row).toFixed(0)}" fill="${PALETTE.night}" opacity="0.85"/>`;
    }
  }
  const beams = `<path d="M300,0 L180,420 L330,420 L360,0 Z" fill="${PALETTE.goldLight}" opacity="0.06"/><path d="M390,0 L420,420 L570,420 L450,0 Z" fill="${PALETTE.goldLight}" opacity="0.06"/>`;
  const pit =
    `<ellipse cx="375" cy="420" rx="270" ry="66" fill="${PALETTE.night}" stroke="url(#gold)" stroke-width="6"/>` +
    `<ellipse cx="375" cy="420" rx="240" ry="52" fill="#1f1a38"/>`;
  let fence = '';
  for (let i = 0; i <= 12; i += 1) {
    const angle = Math.PI * (i / 12);
    const x = 375 - Math.cos(angle) * 270;
    const y = 420 + Math.sin(angle) * 66;
    fence += `<rect x="${(x - 3).toFixed(1)}" y="${(y - 34).toFixed(1)}" width="6" height="34" fill="url(#gold)"/>`;
  }
  const rail = `<path d="M105,386 A270,66 0 0 0 645,386" stroke="url(#gold)" stroke-width="5" fill="none"/>`;
  const birds = rooster(290, 430, false) + rooster(460, 430, true);
  return gallery('Cockfighting arena', roof + beams + stands + pit + birds + fence + rail, 375, 360);
}

/** A cheering fan: a bust with both arms up. */
function cheeringFan(x: number, y: number, scale: number, fill: string, armTilt: number): string {
  const arm = (side: number) =>
    `<path d="M${x + side * 40 * scale},${y - 18 * scale} L${x + side * (58 + armTilt) * scale},${y - 120 * scale}" stroke="${fill}" stroke-width="${(18 * scale).toFixed(1)}" stroke-linecap="round"/>`;
  return arm(-1) + arm(1) + bust(x, y, scale, fill);
}

export function celebratingCrowdSvg(): string {
  const beams =
    `<path d="M0,500 L220,0 L300,0 Z" fill="${PALETTE.goldLight}" opacity="0.09"/>` +
    `<path d="M750,500 L530,0 L450,0 Z" fill="${PALETTE.goldLight}" opacity="0.09"/>` +
    `<path d="M375,500 L340,0 L410,0 Z" fill="${PALETTE.goldLight}" opacity="0.06"/>`;
  const random = seeded(73);
  const colors = [PALETTE.gold, PALETTE.goldLight, PALETTE.ruby, PALETTE.jade, PALETTE.sky, PALETTE.ivory];
  let confetti = '';
  for (let i = 0; i < 70; i += 1) {
    const x = random() * GALLERY_WIDTH;
    const y = random() * 330;
    const color = colors[i % colors.length] ?? PALETTE.gold;
    confetti += `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="10" height="5" rx="1.5" fill="${color}" transform="rotate(${Math.round(random() * 180)} ${x.toFixed(1)} ${y.toFixed(1)})" opacity="0.85"/>`;
  }
  let back = '';
  for (let i = 0; i < 9; i += 1) {
    const x = 30 + i * 86 + (i % 2) * 10;
    back += i % 3 === 1 ? bust(x, 430, 0.9, PALETTE.indigo) : cheeringFan(x, 430, 0.9, PALETTE.indigo, (i % 3) * 8);
  }
  let front = '';
  for (let i = 0; i < 7; i += 1) {
    const x = 70 + i * 102;
    front += i % 2 === 0 ? cheeringFan(x, 500, 1.15, PALETTE.night, 6) : bust(x, 500, 1.15, PALETTE.night);
  }
  const trophy = `<g transform="translate(478 262)"><path d="M-26,-40 L26,-40 C26,-6 14,8 0,10 C-14,8 -26,-6 -26,-40 Z" fill="url(#gold)"/><rect x="-5" y="8" width="10" height="16" fill="url(#gold)"/><rect x="-18" y="22" width="36" height="10" rx="3" fill="url(#gold)"/></g>`;
  return gallery('Celebrating crowd', beams + confetti + sparkles(79, 20, 300) + back + trophy + front, 375, 200);
}

export function ambassadorPortraitSvg(): string {
  const size = PORTRAIT_SIZE;
  const defs = `<defs>${linearGradient('bg', [PALETTE.indigo, PALETTE.night])}${GOLD}${radialGlow('glow', PALETTE.gold, 0.5)}${linearGradient('jersey', [PALETTE.indigo, PALETTE.navy], 0, 1)}<clipPath id="frame"><circle cx="200" cy="200" r="176"/></clipPath></defs>`;
  const ground = `<rect width="${size}" height="${size}" fill="${PALETTE.night}"/><circle cx="200" cy="200" r="176" fill="url(#bg)"/><circle cx="200" cy="170" r="170" fill="url(#glow)"/>`;
  const court = `<path d="M24,300 Q200,240 376,300" stroke="${PALETTE.gold}" stroke-width="3" fill="none" opacity="0.35"/><circle cx="200" cy="330" r="70" stroke="${PALETTE.gold}" stroke-width="3" fill="none" opacity="0.25"/>`;
  const skin = '#9a6a48';
  const person =
    `<rect x="178" y="200" width="44" height="44" rx="14" fill="${skin}"/>` +
    `<circle cx="200" cy="164" r="60" fill="${skin}"/>` +
    `<path d="M140,160 C136,116 164,98 200,98 C236,98 264,116 260,160 C250,136 228,126 200,128 C172,126 150,136 140,160 Z" fill="#1b1410"/>` +
    `<path d="M70,420 C72,300 120,240 200,236 C280,240 328,300 330,420 Z" fill="url(#jersey)"/>` +
    `<path d="M118,270 C128,300 132,340 130,420 M282,270 C272,300 268,340 270,420" stroke="url(#gold)" stroke-width="6" fill="none"/>` +
    `<path d="M164,240 L200,286 L236,240" stroke="url(#gold)" stroke-width="9" fill="none" stroke-linejoin="round"/>` +
    `<text x="200" y="372" text-anchor="middle" ${FONT} font-weight="900" font-size="72" fill="url(#gold)">7</text>`;
  const ballArt =
    `<circle cx="296" cy="320" r="44" fill="url(#gold)"/>` +
    `<path d="M252,320 L340,320 M296,276 L296,364 M264,290 Q290,320 264,350 M328,290 Q302,320 328,350" stroke="${PALETTE.night}" stroke-width="4" fill="none"/>`;
  const ring = `<circle cx="200" cy="200" r="180" fill="none" stroke="url(#gold)" stroke-width="10"/>`;
  return svg(
    size,
    size,
    `${defs}${ground}<g clip-path="url(#frame)">${court}${person}${ballArt}</g>${ring}`,
    'Ambassador portrait',
  );
}
