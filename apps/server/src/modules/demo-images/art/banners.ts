import { FONT, PALETTE, linearGradient, radialGlow, seeded, starPoints, svg } from './svg-kit';

const WIDTH = 750;
const HEIGHT = 320;

function sparkles(seed: number, count: number): string {
  const random = seeded(seed);
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const x = random() * WIDTH;
    const y = random() * HEIGHT;
    const size = 3 + random() * 7;
    out += `<polygon points="${starPoints(x, y, size, size * 0.3, 4)}" fill="${PALETTE.ivory}" opacity="${(0.3 + random() * 0.6).toFixed(2)}"/>`;
  }
  return out;
}

/** A gold coin with a star, centred on (x, y). */
export function coin(x: number, y: number, r: number): string {
  return `<g><circle cx="${x}" cy="${y + r * 0.12}" r="${r}" fill="${PALETTE.goldDeep}"/><circle cx="${x}" cy="${y}" r="${r}" fill="url(#gold)"/><circle cx="${x}" cy="${y}" r="${r * 0.72}" fill="none" stroke="${PALETTE.goldDeep}" stroke-width="${r * 0.08}"/><polygon points="${starPoints(x, y, r * 0.42, r * 0.18, 5)}" fill="${PALETTE.goldDeep}"/></g>`;
}

function frame(id: string, colors: string[], glowColor: string, art: string): string {
  const defs = `<defs>${linearGradient('bg', colors)}${linearGradient('gold', [PALETTE.goldLight, PALETTE.gold, PALETTE.goldDeep], 0, 1)}${radialGlow('glow', glowColor)}</defs>`;
  const base = `<rect width="${WIDTH}" height="${HEIGHT}" rx="24" fill="url(#bg)"/><circle cx="560" cy="160" r="260" fill="url(#glow)"/>`;
  return svg(WIDTH, HEIGHT, defs + base + art, id);
}

const SUITS = {
  spade: 'M0,-0.9 C-1.25,0 -0.6,0.85 0,0.3 C0.6,0.85 1.25,0 0,-0.9 Z M0,0.15 L-0.32,0.95 L0.32,0.95 Z',
  heart: 'M0,0.9 C-1.25,0 -0.6,-0.9 0,-0.35 C0.6,-0.9 1.25,0 0,0.9 Z',
  diamond: 'M0,-0.95 L0.68,0 L0,0.95 L-0.68,0 Z',
} as const;

function playingCard(rotate: number, rank: string, suit: keyof typeof SUITS, color: string): string {
  const pip = `<path d="${SUITS[suit]}" fill="${color}" transform="translate(590 150) scale(26)"/>`;
  const corner = `<text x="552" y="112" text-anchor="middle" ${FONT} font-weight="800" font-size="22" fill="${color}">${rank}</text>`;
  return `<g transform="rotate(${rotate} 590 290)"><rect x="538" y="82" width="104" height="146" rx="12" fill="${PALETTE.ivory}" stroke="${PALETTE.goldDeep}" stroke-width="2"/>${corner}${pip}</g>`;
}

export function welcomeBannerSvg(): string {
  const cards =
    playingCard(-20, 'Q', 'diamond', PALETTE.ruby) +
    playingCard(0, 'K', 'heart', PALETTE.ruby) +
    playingCard(20, 'A', 'spade', PALETTE.night);
  const coins = [coin(455, 250, 42), coin(712, 258, 34), coin(700, 62, 24), coin(462, 92, 28)].join('');
  return frame(
    'Welcome banner',
    [PALETTE.night, PALETTE.indigo, PALETTE.violet],
    PALETTE.gold,
    sparkles(7, 36) + cards + coins,
  );
}

export function liveBannerSvg(): string {
  const cx = 560;
  const cy = 165;
  const slices = 24;
  let wheel = '';
  for (let i = 0; i < slices; i += 1) {
    const a0 = (2 * Math.PI * i) / slices;
    const a1 = (2 * Math.PI * (i + 1)) / slices;
    const point = (angle: number, r: number) =>
      `${(cx + r * Math.cos(angle)).toFixed(1)},${(cy + r * Math.sin(angle)).toFixed(1)}`;
    const color = i === 0 ? PALETTE.jade : i % 2 === 0 ? PALETTE.ruby : PALETTE.night;
    wheel += `<path d="M${cx},${cy} L${point(a0, 130)} A130,130 0 0 1 ${point(a1, 130)} Z" fill="${color}"/>`;
  }
  const rim = `<circle cx="${cx}" cy="${cy}" r="138" fill="none" stroke="url(#gold)" stroke-width="14"/><circle cx="${cx}" cy="${cy}" r="58" fill="url(#gold)"/><circle cx="${cx}" cy="${cy}" r="18" fill="${PALETTE.navy}"/><circle cx="${cx + 96}" cy="${cy - 70}" r="10" fill="${PALETTE.ivory}"/>`;
  return frame(
    'Live casino banner',
    [PALETTE.night, '#3a0f2a', PALETTE.ruby],
    PALETTE.ruby,
    sparkles(11, 28) + wheel + rim,
  );
}

export function lotteryBannerSvg(): string {
  const colors = [PALETTE.gold, PALETTE.jade, PALETTE.sky, PALETTE.ruby, PALETTE.violet, PALETTE.gold];
  const numbers = [7, 18, 23, 31, 42, 9];
  const balls = numbers
    .map((number, i) => {
      const x = 420 + (i % 3) * 110 + (i >= 3 ? 55 : 0);
      const y = i >= 3 ? 215 : 110;
      return `<g><circle cx="${x}" cy="${y}" r="48" fill="${colors[i]}"/><circle cx="${x - 14}" cy="${y - 16}" r="14" fill="${PALETTE.ivory}" opacity="0.35"/><circle cx="${x}" cy="${y}" r="26" fill="${PALETTE.ivory}"/><text x="${x}" y="${y + 10}" text-anchor="middle" ${FONT} font-weight="800" font-size="28" fill="${PALETTE.night}">${number}</text></g>`;
    })
    .join('');
  return frame('Lottery banner', [PALETTE.night, '#0f3a4a', PALETTE.jade], PALETTE.sky, sparkles(23, 30) + balls);
}
