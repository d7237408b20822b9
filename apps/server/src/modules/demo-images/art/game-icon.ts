import type { GameCategory } from '@palaro/contract';
import { FONT, PALETTE, escapeXml, linearGradient, radialGlow, seeded, starPoints, svg } from './svg-kit';

const SIZE = 240;

/** Background colours per category, so a grid of tiles reads by kind at a glance. */
const CATEGORY_COLORS: Partial<Record<GameCategory, [string, string]>> = {
  LOCAL: [PALETTE.goldDeep, PALETTE.ruby],
  RNG: [PALETTE.violet, PALETTE.indigo],
  LIVE: [PALETTE.ruby, PALETTE.night],
  FISH: [PALETTE.sky, PALETTE.jade],
  PVP: [PALETTE.jade, PALETTE.navy],
  SPORTS: [PALETTE.sky, PALETTE.navy],
  ESPORTS: [PALETTE.violet, PALETTE.night],
  COCKFIGHT: [PALETTE.ruby, PALETTE.goldDeep],
  LOTT: [PALETTE.gold, PALETTE.violet],
};

function emblem(category: GameCategory, random: () => number): string {
  const cx = SIZE / 2;
  const cy = 96;
  switch (category) {
    case 'FISH':
      return `<ellipse cx="${cx}" cy="${cy}" rx="52" ry="30" fill="${PALETTE.goldLight}"/><polygon points="${cx + 44},${cy} ${cx + 80},${cy - 26} ${cx + 80},${cy + 26}" fill="${PALETTE.gold}"/><circle cx="${cx - 26}" cy="${cy - 6}" r="7" fill="${PALETTE.night}"/>`;
    case 'LIVE':
    case 'PVP':
      return `<rect x="${cx - 58}" y="${cy - 46}" width="64" height="90" rx="9" fill="${PALETTE.ivory}" transform="rotate(-12 ${cx} ${cy})"/><rect x="${cx - 6}" y="${cy - 46}" width="64" height="90" rx="9" fill="${PALETTE.ivory}" transform="rotate(10 ${cx} ${cy})"/><polygon points="${starPoints(cx + 26, cy, 18, 8, 4)}" fill="${PALETTE.ruby}"/>`;
    case 'SPORTS':
    case 'ESPORTS':
      return `<circle cx="${cx}" cy="${cy}" r="48" fill="${PALETTE.ivory}"/><polygon points="${starPoints(cx, cy, 22, 14, 5)}" fill="${PALETTE.night}"/><circle cx="${cx}" cy="${cy}" r="48" fill="none" stroke="${PALETTE.night}" stroke-width="4"/>`;
    case 'COCKFIGHT':
      return `<path d="M${cx - 40},${cy + 36} Q${cx - 50},${cy - 30} ${cx},${cy - 40} Q${cx + 30},${cy - 60} ${cx + 46},${cy - 20} L${cx + 20},${cy - 8} Q${cx + 40},${cy + 30} ${cx - 40},${cy + 36} Z" fill="${PALETTE.goldLight}"/><circle cx="${cx + 20}" cy="${cy - 26}" r="5" fill="${PALETTE.night}"/>`;
    case 'LOTT':
    case 'ELOTT':
      return [0, 1, 2].map((i) => `<circle cx="${cx - 50 + i * 50}" cy="${cy}" r="22" fill="${PALETTE.ivory}"/><text x="${cx - 50 + i * 50}" y="${cy + 8}" text-anchor="middle" ${FONT} font-weight="800" font-size="22" fill="${PALETTE.night}">${Math.floor(random() * 42) + 1}</text>`).join('');
    case 'LOCAL':
    case 'RNG':
    case 'BGS':
    case 'inhouse': {
      // three reels of shapes for slots and in-house games
      const symbols = ['7', '★', '◆', '♣', '♥'];
      return [0, 1, 2]
        .map((i) => {
          const x = cx - 64 + i * 64;
          const symbol = symbols[Math.floor(random() * symbols.length)] ?? '7';
          return `<rect x="${x - 28}" y="${cy - 40}" width="56" height="80" rx="10" fill="${PALETTE.ivory}"/><text x="${x}" y="${cy + 14}" text-anchor="middle" ${FONT} font-weight="900" font-size="38" fill="${PALETTE.ruby}">${escapeXml(symbol)}</text>`;
        })
        .join('');
    }
  }
}

function wrap(name: string): string[] {
  const words = name.split(/\s+/);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && `${line} ${word}`.length > 16) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.slice(0, 2);
}

/** A square game tile: category colours, an emblem of its kind, the game's name and its vendor. */
export function gameIconSvg(name: string, vendorName: string, category: GameCategory): string {
  let seed = 7;
  for (const char of name) seed = (seed * 31 + char.charCodeAt(0)) >>> 0;
  const random = seeded(seed);
  const [from, to] = CATEGORY_COLORS[category] ?? [PALETTE.indigo, PALETTE.night];
  const defs = `<defs>${linearGradient('bg', [from, to])}${radialGlow('glow', PALETTE.goldLight, 0.45)}</defs>`;
  const lines = wrap(name);
  const title = lines
    .map((line, index) => `<text x="${SIZE / 2}" y="${178 + index * 24 - (lines.length - 1) * 10}" text-anchor="middle" ${FONT} font-weight="800" font-size="21" fill="${PALETTE.ivory}">${escapeXml(line)}</text>`)
    .join('');
  const body =
    `<rect width="${SIZE}" height="${SIZE}" rx="28" fill="url(#bg)"/><circle cx="${SIZE / 2}" cy="92" r="110" fill="url(#glow)"/>` +
    emblem(category, random) +
    title +
    `<text x="${SIZE / 2}" y="226" text-anchor="middle" ${FONT} font-weight="600" font-size="13" fill="${PALETTE.goldLight}">${escapeXml(vendorName)}</text>`;
  return svg(SIZE, SIZE, defs + body, name);
}
