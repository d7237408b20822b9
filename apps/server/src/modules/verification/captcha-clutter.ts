import {
  between,
  CAPTCHA_HEIGHT,
  CAPTCHA_WIDTH,
  fixed,
  HUES,
  PAPERS,
  pick,
  shade,
  type Random,
} from './captcha-canvas';

/** A curve across the whole picture through the band the characters sit in, near the weight of their thin parts. */
export function crossingLine(random: Random): string {
  const y = () => fixed(between(random, 14, CAPTCHA_HEIGHT - 14));
  const d = `M${fixed(between(random, 0, 20))} ${y()}C${fixed(between(random, 0.2, 0.45) * CAPTCHA_WIDTH)} ${fixed(between(random, -20, CAPTCHA_HEIGHT + 20))} ${fixed(
    between(random, 0.55, 0.8) * CAPTCHA_WIDTH,
  )} ${fixed(between(random, -20, CAPTCHA_HEIGHT + 20))} ${fixed(between(random, CAPTCHA_WIDTH - 20, CAPTCHA_WIDTH))} ${y()}`;
  return `<path d="${d}" stroke="${shade(random, pick(random, HUES))}" stroke-width="${fixed(between(random, 1.6, 2.8))}" fill="none" stroke-linecap="round"/>`;
}

/** A short bent stroke somewhere: pieces of digits-like ink that belong to no digit. */
export function scrap(random: Random): string {
  const [x, y] = [between(random, 0, CAPTCHA_WIDTH), between(random, 0, CAPTCHA_HEIGHT)];
  const d = `M${fixed(x)} ${fixed(y)}Q${fixed(x + between(random, -25, 25))} ${fixed(y + between(random, -25, 25))} ${fixed(x + between(random, -30, 30))} ${fixed(
    y + between(random, -20, 20),
  )}`;
  return `<path d="${d}" stroke="${shade(random, pick(random, HUES))}" stroke-width="${fixed(between(random, 1.5, 3))}" fill="none" stroke-linecap="round" opacity="0.8"/>`;
}

/** A speck of ink anywhere. */
export function dot(random: Random): string {
  return `<circle cx="${fixed(between(random, 0, CAPTCHA_WIDTH))}" cy="${fixed(between(random, 0, CAPTCHA_HEIGHT))}" r="${fixed(between(random, 0.7, 2))}" fill="${shade(random, pick(random, HUES))}"/>`;
}

/** A light gradient with faint blots, so no single colour is the background. */
export function paper(random: Random): string[] {
  const stops = [0, 1].map((offset) => `<stop offset="${offset}" stop-color="${pick(random, PAPERS)}"/>`).join('');
  const gradient = `<linearGradient id="paper" x1="0" y1="${fixed(random())}" x2="1" y2="${fixed(random())}">${stops}</linearGradient>`;
  const blobs = Array.from(
    { length: 5 },
    () =>
      `<ellipse cx="${fixed(between(random, 0, CAPTCHA_WIDTH))}" cy="${fixed(between(random, 0, CAPTCHA_HEIGHT))}" rx="${fixed(between(random, 15, 45))}" ry="${fixed(
        between(random, 10, 30),
      )}" fill="${shade(random, pick(random, HUES))}" opacity="0.08"/>`,
  );
  return [`<defs>${gradient}</defs>`, '<rect width="100%" height="100%" fill="url(#paper)"/>', ...blobs];
}
