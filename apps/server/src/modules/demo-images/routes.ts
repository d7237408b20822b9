import { DEMO_IMAGES_PATH } from '@palaro/contract';
import type { FastifyPluginAsync } from 'fastify';
import { DEMO_GAME_CATEGORIES } from '../../db/seed/demo-game-categories';
import { createDemoImages } from './service';

const CACHE_CONTROL = 'public, max-age=2592000, stale-while-revalidate=86400';

/** GET /m/demo-images/<name>.svg: artwork drawn by the server itself. */
export const demoImageRoutes: FastifyPluginAsync = async (app) => {
  const images = createDemoImages(app.config.merchant.name, DEMO_GAME_CATEGORIES);

  app.get<{ Params: { file: string } }>(`${DEMO_IMAGES_PATH}/:file`, async (request, reply) => {
    const image = images.get(request.params.file.replace(/\.svg$/, ''));
    if (!image || !request.params.file.endsWith('.svg')) return reply.callNotFound();
    reply.header('cache-control', CACHE_CONTROL).header('etag', image.etag);
    if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(image.svg);
  });
};
