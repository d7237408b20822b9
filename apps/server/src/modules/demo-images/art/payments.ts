import { PALETTE, svg } from './svg-kit';

// Payment method badges for the home page's deposit block; icons only, so they need no translation.
const WIDTH = 120;
const HEIGHT = 56;

function badge(title: string, color: string, icon: string): string {
  const body = `<rect width="${WIDTH}" height="${HEIGHT}" rx="12" fill="${PALETTE.navy}" stroke="${color}" stroke-width="2"/>${icon}`;
  return svg(WIDTH, HEIGHT, body, title);
}

export function ewalletSvg(): string {
  const icon = `<rect x="38" y="14" width="44" height="30" rx="6" fill="${PALETTE.sky}"/><rect x="62" y="23" width="22" height="12" rx="4" fill="${PALETTE.navy}"/><circle cx="69" cy="29" r="3" fill="${PALETTE.goldLight}"/>`;
  return badge('E-wallet', PALETTE.sky, icon);
}

export function bankSvg(): string {
  const columns = [44, 54, 64, 74]
    .map((x) => `<rect x="${x}" y="24" width="5" height="16" fill="${PALETTE.jade}"/>`)
    .join('');
  const icon = `<polygon points="60,10 84,22 36,22" fill="${PALETTE.jade}"/>${columns}<rect x="36" y="41" width="48" height="5" rx="1" fill="${PALETTE.jade}"/>`;
  return badge('Bank transfer', PALETTE.jade, icon);
}

export function cardSvg(): string {
  const icon = `<rect x="34" y="13" width="52" height="32" rx="5" fill="${PALETTE.violet}"/><rect x="34" y="20" width="52" height="6" fill="${PALETTE.night}"/><rect x="40" y="32" width="12" height="8" rx="2" fill="${PALETTE.goldLight}"/>`;
  return badge('Card', PALETTE.violet, icon);
}

export function qrSvg(): string {
  const finder = (x: number, y: number) =>
    `<rect x="${x}" y="${y}" width="12" height="12" fill="${PALETTE.gold}"/><rect x="${x + 3}" y="${y + 3}" width="6" height="6" fill="${PALETTE.navy}"/>`;
  const dots = [
    [60, 12],
    [60, 20],
    [66, 30],
    [74, 30],
    [60, 36],
    [70, 40],
    [78, 44],
    [62, 44],
  ]
    .map(([x, y]) => `<rect x="${x}" y="${y}" width="5" height="5" fill="${PALETTE.gold}"/>`)
    .join('');
  return badge('QR payment', PALETTE.gold, finder(42, 10) + finder(68, 10) + finder(42, 34) + dots);
}
