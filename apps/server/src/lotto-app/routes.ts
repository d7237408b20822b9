import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { REVALIDATE, cacheControlFor, findFile, isAppRoute } from '../web-app/static-files';

const NOT_BUILT =
  'The Palaro lottery pages have not been built yet.\n' +
  'Run `npm run build` (or `npm start`, which builds them when missing), then restart the server.\n';

/** Where the lottery pages live (SPEC 2.1: the lottery frame loads /m/lotto-h5/{mui}/{playType}/games/{gameId}). */
export const LOTTO_PATH = '/m/lotto-h5';

// The game path carries the player's launch token in its query: that page is never stored by any cache.
const GAME_PAGE = /^[^/]+\/[^/]+\/games\/[^/]+\/?$/;

/**
 * The built lottery pages (LOTTO_DIST) under /m/lotto-h5 with history fallback: their files as they are, every other
 * page path the app itself. These routes are more specific than the web app's /m/*, so the router hands every
 * /m/lotto-h5 path here, never to the web app's shell.
 */
export const lottoAppRoutes: FastifyPluginAsync<{ dist: string }> = async (app, options) => {
  const root = resolve(options.dist);
  const paths = [LOTTO_PATH, `${LOTTO_PATH}/*`];
  if (!existsSync(join(root, 'index.html'))) {
    app.log.warn({ lottoDist: root }, 'lottery pages not built: /m/lotto-h5 answers 503');
    const notBuilt = async (_request: unknown, reply: FastifyReply) =>
      reply.code(503).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(NOT_BUILT);
    for (const path of paths) app.get(path, notBuilt);
    return;
  }

  await app.register(fastifyStatic, { root, serve: false });
  // the frame is no page for search engines
  const sendApp = async (reply: FastifyReply, cacheControl: string) =>
    reply
      .header('cache-control', cacheControl)
      .header('x-robots-tag', 'noindex, nofollow')
      .sendFile('index.html', { cacheControl: false });
  app.get(LOTTO_PATH, async (_request, reply) => sendApp(reply, REVALIDATE));
  app.get<{ Params: { '*': string } }>(`${LOTTO_PATH}/*`, async (request, reply) => {
    const relativePath = request.params['*'];
    if (relativePath === '') return sendApp(reply, REVALIDATE);
    const file = await findFile(root, relativePath);
    if (file && file !== 'index.html')
      return reply.header('cache-control', cacheControlFor(file)).sendFile(file, { cacheControl: false });
    if (isAppRoute(relativePath)) return sendApp(reply, GAME_PAGE.test(relativePath) ? 'no-store' : REVALIDATE);
    return reply.callNotFound();
  });
};
