import type Sharp from 'sharp';
import { etagOf, type DemoImage } from './service';

export type RasterImage = { etag: string; render: () => Promise<Buffer> };

const WEBP_QUALITY = 80;

/**
 * Pixel width of the WebP of each kind of image: about twice the CSS width it is shown at on a 390 px wide phone,
 * never less than the drawing's own width. Banners span the screen (~360 CSS px), game tiles take a third of it,
 * a vendor logo half of it on the providers screen, a payment logo a quarter of it on home. The about-us page's
 * pictures span the screen; its ambassador's portrait takes about half of it.
 */
const WIDTH_BY_PREFIX: [prefix: string, width: number][] = [
  ['banner-', 750],
  ['game-', 240],
  ['vendor-', 320],
  ['payment-', 240],
  ['about-ambassador', 400],
  ['about-', 750],
];

function drawnWidth(svg: string): number {
  return Number(/^<svg [^>]*\bwidth="(\d+)"/.exec(svg)?.[1] ?? 0);
}

export function rasterWidth(name: string, svg: string): number {
  const own = drawnWidth(svg);
  const wanted = WIDTH_BY_PREFIX.find(([prefix]) => name.startsWith(prefix))?.[1] ?? own * 2;
  return Math.max(wanted, own);
}

// libvips takes ~0.1 s to load: it loads with the first image asked for, not with the server
let loading: Promise<typeof Sharp> | undefined;
const loadSharp = () => (loading ??= import('sharp').then((module) => module.default as typeof Sharp));

async function renderWebp(svg: string, width: number): Promise<Buffer> {
  const sharp = await loadSharp();
  // librsvg draws at 72 dpi by default: a higher density draws the vector shapes and the text sharp at the wanted size
  // instead of scaling up a small bitmap
  const density = Math.min(72 * Math.ceil(width / Math.max(drawnWidth(svg), 1)), 2400);
  return sharp(Buffer.from(svg), { density }).resize({ width }).webp({ quality: WEBP_QUALITY, effort: 4 }).toBuffer();
}

/**
 * The WebP of every demo image, rendered on its first request (in libvips' threads, off the event loop) and kept:
 * the server starts as fast as before, and only images someone asks for cost memory. Concurrent first requests share
 * one rendering. The etag is known before rendering, from the drawing and how it is rendered, so a revalidation never
 * renders.
 */
export function createRasterImages(images: Map<string, DemoImage>): Map<string, RasterImage> {
  const rendering = `webp:${WEBP_QUALITY}`;
  return new Map(
    [...images].map(([name, image]) => {
      const width = rasterWidth(name, image.svg);
      const etag = etagOf(`${rendering}:${width}:${image.svg}`);
      let pending: Promise<Buffer> | undefined;
      const render = () => {
        pending ??= renderWebp(image.svg, width).catch((error: unknown) => {
          // a failed rendering is tried again by the next request rather than remembered
          pending = undefined;
          throw error;
        });
        return pending;
      };
      return [name, { etag, render }];
    }),
  );
}
