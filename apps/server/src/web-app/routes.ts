import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import { demoImageUrl } from '@palaro/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { loadFirstViewPages } from './first-view';
import { REVALIDATE, cacheControlFor, findFile, isAppRoute } from './static-files';

const NOT_BUILT =
  'The Palaro web app has not been built yet.\n' +
  'Run `npm run build` (or `npm start`, which builds it when missing), then restart the server.\n';

/** The built web app under /m with history fallback; "/" shows home as well. */
export const webAppRoutes: FastifyPluginAsync<{ webDist: string }> = async (app, options) => {
  const root = resolve(options.webDist);
  // browsers ask for /favicon.ico on their own; the app icon answers instead of a 404
  app.get('/favicon.ico', async (_request, reply) => reply.redirect(demoImageUrl('app-icon'), 302));
  if (!existsSync(join(root, 'index.html'))) {
    app.log.warn({ webDist: root }, 'web app not built: / and /m answer 503');
    const notBuilt = async (_request: unknown, reply: FastifyReply) =>
      reply.code(503).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(NOT_BUILT);
    for (const path of ['/', '/m', '/m/*']) app.get(path, notBuilt);
    return;
  }

  await app.register(fastifyStatic, { root, serve: false });
  const firstViewPage = await loadFirstViewPages(app, root);
  const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
    // public entry routes come with their first view drawn in, when the server can draw it for this visitor
    const page = await firstViewPage?.(request);
    reply.header('cache-control', REVALIDATE).header('vary', 'cookie');
    if (page) return reply.type('text/html; charset=utf-8').send(page);
    return reply.sendFile('index.html', { cacheControl: false });
  };

  app.get('/', sendShell);
  app.get('/m', sendShell);
  app.get<{ Params: { '*': string } }>('/m/*', async (request, reply) => {
    const relativePath = request.params['*'];
    const file = await findFile(root, relativePath);
    if (file) return reply.header('cache-control', cacheControlFor(file)).sendFile(file, { cacheControl: false });
    if (isAppRoute(relativePath)) return sendShell(request, reply);
    return reply.callNotFound();
  });
};
