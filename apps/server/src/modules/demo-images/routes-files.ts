import { DEMO_IMAGES_PATH } from '@palaro/contract';
import type { FastifyPluginAsync } from 'fastify';
import { DEMO_GAME_CATEGORIES } from '../../db/seed/demo-game-categories';
import { createRasterImages } from './raster';
import { createDemoImages } from './service';

const CACHE_CONTROL = 'public, max-age=2592000, stale-while-revalidate=86400';
const FILE_NAME = /^([a-z0-9-]+)\.(svg|webp)$/;

/** GET /m/demo-images/<name>.svg and <name>.webp: artwork drawn by the server itself, as drawn or rendered to WebP. */
export const demoImageRoutes: FastifyPluginAsync = async (app) => {
  const images = createDemoImages(app.config.merchant.name, DEMO_GAME_CATEGORIES);
  const rasters = createRasterImages(images);

  app.get<{ Params: { file: string } }>(`${DEMO_IMAGES_PATH}/:file`, async (request, reply) => {
    const [, name = '', format] = FILE_NAME.exec(request.params.file) ?? [];
    const image = format === 'svg' ? images.get(name) : format === 'webp' ? rasters.get(name) : undefined;
    if (!image) return reply.callNotFound();
    reply.header('cache-control', CACHE_CONTROL).header('etag', image.etag);
    if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
    if ('svg' in image) return reply.type('image/svg+xml; charset=utf-8').send(image.svg);
    return reply.type('image/webp').send(await image.render());
  });
};
