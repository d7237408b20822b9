import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, type Random } from './captcha-canvas';
import { characters } from './captcha-characters';
import { crossingLine, dot, paper, scrap } from './captcha-clutter';

/**
 * The challenge as an SVG drawing for the rasteriser only: it names and outlines every character, so it must never
 * leave the server. Characters overlap and each is distorted on its own; lines and dots in the same inks cross them.
 */
export function captchaDrawing(text: string, random: Random = Math.random): string {
  const repeat = (count: number, draw: (random: Random) => string) => Array.from({ length: count }, () => draw(random));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}">`,
    ...paper(random),
    ...repeat(30, dot),
    ...repeat(2, crossingLine),
    ...repeat(3, scrap),
    ...characters(text, random),
    // one line over the characters, so none can be lifted whole off the lines beneath
    crossingLine(random),
    ...repeat(25, dot),
    '</svg>',
  ].join('');
}
