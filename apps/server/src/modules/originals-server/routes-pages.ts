import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import { ORIGINALS_PATHS } from '@palaro/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { cacheControlFor, findFile } from '../../web-app/static-files';

const NOT_BUILT =
  'The Palaro Originals game pages have not been built yet.\n' +
  'Run `npm run build` (or `npm start`, which builds them when missing), then restart the server.\n';

/** The built game app (ORIGINALS_DIST) under /originals: one page for every game and the verify page. */
export const originalsPageRoutes: FastifyPluginAsync<{ dist: string }> = async (app, options) => {
  const root = resolve(options.dist);
  const pages = [`${ORIGINALS_PATHS.play}/:gameCode`, ORIGINALS_PATHS.verifyPage];
  if (!existsSync(join(root, 'index.html'))) {
    app.log.warn({ originalsDist: root }, 'Originals game pages not built: /originals/play answers 503');
    const notBuilt = async (_request: unknown, reply: FastifyReply) =>
      reply.code(503).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(NOT_BUILT);
    for (const path of pages) app.get(path, notBuilt);
    return;
  }

  await app.register(fastifyStatic, { root, serve: false });
  // the launch token sits in the page's address: the page itself is never cached
  for (const path of pages)
    app.get(path, async (_request, reply) =>
      reply.header('cache-control', 'no-store').sendFile('index.html', { cacheControl: false }),
    );
  app.get<{ Params: { '*': string } }>('/originals/*', async (request, reply) => {
    const file = await findFile(root, request.params['*']);
    if (!file || file === 'index.html') return reply.callNotFound();
    return reply.header('cache-control', cacheControlFor(file)).sendFile(file, { cacheControl: false });
  });
};
