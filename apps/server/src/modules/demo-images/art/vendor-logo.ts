import { FONT, PALETTE, escapeXml, svg } from './svg-kit';

const HUES = [PALETTE.gold, PALETTE.jade, PALETTE.sky, PALETTE.ruby, PALETTE.violet];

function hueOf(code: string): string {
  let sum = 0;
  for (const char of code) sum = (sum * 31 + char.charCodeAt(0)) >>> 0;
  return HUES[sum % HUES.length] ?? PALETTE.gold;
}

/** A vendor's badge: an emblem with its initials and its display name. */
export function vendorLogoSvg(code: string, displayName: string): string {
  const color = hueOf(code);
  const initials = displayName
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const size = displayName.length > 14 ? 14 : 16;
  const body =
    `<rect width="200" height="64" rx="14" fill="${PALETTE.navy}"/>` +
    `<circle cx="32" cy="32" r="20" fill="${color}"/>` +
    `<text x="32" y="38" text-anchor="middle" ${FONT} font-weight="800" font-size="16" fill="${PALETTE.night}">${escapeXml(initials)}</text>` +
    `<text x="62" y="38" ${FONT} font-weight="700" font-size="${size}" fill="${PALETTE.ivory}">${escapeXml(displayName)}</text>`;
  return svg(200, 64, body, `${displayName} logo`);
}
