import { gamePalette } from './game-art/palette';
import { FONT, PALETTE, escapeXml, svg } from './svg-kit';
import { VENDOR_MARKS } from './vendor-marks';

/**
 * A vendor's badge: a mark of its own (a shape and a colour picked by its place in the catalogue, so no two vendors
 * share one) and its display name.
 */
export function vendorLogoSvg(displayName: string, index: number): string {
  const mark = VENDOR_MARKS[index % VENDOR_MARKS.length] ?? VENDOR_MARKS[0];
  const color = gamePalette(index).second;
  const size = displayName.length > 14 ? 14 : 16;
  const body =
    `<rect width="200" height="64" rx="14" fill="${PALETTE.navy}"/>` +
    (mark?.(color, PALETTE.navy) ?? '') +
    `<text x="62" y="38" ${FONT} font-weight="700" font-size="${size}" fill="${PALETTE.ivory}">${escapeXml(displayName)}</text>`;
  return svg(200, 64, body, `${displayName} logo`);
}
