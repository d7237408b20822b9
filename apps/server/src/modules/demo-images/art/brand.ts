import { FONT, PALETTE, linearGradient, radialGlow, starPoints, svg } from './svg-kit';

/** The sun emblem: eight rays and a "P", drawn around (cx, cy). */
function emblem(cx: number, cy: number, size: number): string {
  const rays = `<polygon points="${starPoints(cx, cy, size, size * 0.62, 8)}" fill="url(#gold)"/>`;
  const disc = `<circle cx="${cx}" cy="${cy}" r="${size * 0.56}" fill="${PALETTE.navy}" stroke="url(#gold)" stroke-width="${size * 0.08}"/>`;
  const letter = `<text x="${cx}" y="${cy + size * 0.27}" text-anchor="middle" ${FONT} font-weight="800" font-size="${size * 0.78}" fill="url(#gold)">P</text>`;
  return rays + disc + letter;
}

export function logoSvg(name: string): string {
  const defs = `<defs>${linearGradient('gold', [PALETTE.goldLight, PALETTE.gold, PALETTE.goldDeep], 0, 1)}</defs>`;
  const word = `<text x="76" y="45" ${FONT} font-weight="800" font-size="34" letter-spacing="3" fill="url(#gold)">${name.toUpperCase()}</text>`;
  return svg(260, 64, defs + emblem(34, 32, 28) + word, `${name} logo`);
}

export function appIconSvg(name: string): string {
  const defs = `<defs>${linearGradient('gold', [PALETTE.goldLight, PALETTE.gold, PALETTE.goldDeep], 0, 1)}${linearGradient('bg', [PALETTE.indigo, PALETTE.night])}${radialGlow('glow', PALETTE.gold, 0.45)}</defs>`;
  const body = `<rect width="512" height="512" rx="112" fill="url(#bg)"/><circle cx="256" cy="256" r="230" fill="url(#glow)"/>${emblem(256, 256, 178)}`;
  return svg(512, 512, defs + body, `${name} app icon`);
}
