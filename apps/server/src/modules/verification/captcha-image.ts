import type Sharp from 'sharp';
import { PIXELS_PER_UNIT, type Random } from './captcha-canvas';
import { captchaDrawing } from './captcha-drawing';

const WEBP_QUALITY = 70;

// libvips takes ~0.1 s to load: it loads with the first captcha asked for, not with the server
let loading: Promise<typeof Sharp> | undefined;
const loadSharp = () => (loading ??= import('sharp').then((module) => module.default as typeof Sharp));

/**
 * The challenge as a WebP data URL: the drawing is rasterised in libvips' threads and only its pixels leave the
 * server, so nothing in the bytes names or outlines a character. Lossy coding also blurs the edges and shades.
 */
export async function drawCaptcha(text: string, random: Random = Math.random): Promise<string> {
  const sharp = await loadSharp();
  // librsvg draws one unit per pixel at 72 dpi
  const webp = await sharp(Buffer.from(captchaDrawing(text, random)), { density: 72 * PIXELS_PER_UNIT })
    .removeAlpha()
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
  return `data:image/webp;base64,${webp.toString('base64')}`;
}
