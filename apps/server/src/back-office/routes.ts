import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { REVALIDATE, cacheControlFor, findFile, isAppRoute } from '../web-app/static-files';

const NOT_BUILT =
  'The Palaro back office has not been built yet.\n' +
  'Run `npm run build` (or `npm start`, which builds it when missing), then restart the server.\n';

/** Where the back office lives; never under /m, so the players' app never loads any of it. */
export const BACK_OFFICE_PATH = '/bo';

/**
 * The built back office (BACKOFFICE_DIST) under /bo with history fallback: its files as they are, every other page
 * path the app itself. It talks to the operator API under /ops; nothing here needs a session, the API does.
 */
export const backOfficeRoutes: FastifyPluginAsync<{ dist: string }> = async (app, options) => {
  const root = resolve(options.dist);
  const paths = [BACK_OFFICE_PATH, `${BACK_OFFICE_PATH}/*`];
  if (!existsSync(join(root, 'index.html'))) {
    app.log.warn({ backofficeDist: root }, 'back office not built: /bo answers 503');
    const notBuilt = async (_request: unknown, reply: FastifyReply) =>
      reply.code(503).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(NOT_BUILT);
    for (const path of paths) app.get(path, notBuilt);
    return;
  }

  await app.register(fastifyStatic, { root, serve: false });
  // search engines have no business with the operators' pages
  const sendApp = async (reply: FastifyReply) =>
    reply
      .header('cache-control', REVALIDATE)
      .header('x-robots-tag', 'noindex, nofollow')
      .sendFile('index.html', { cacheControl: false });
  app.get(BACK_OFFICE_PATH, async (_request, reply) => sendApp(reply));
  app.get<{ Params: { '*': string } }>(`${BACK_OFFICE_PATH}/*`, async (request, reply) => {
    const relativePath = request.params['*'];
    if (relativePath === '') return sendApp(reply);
    const file = await findFile(root, relativePath);
    if (file && file !== 'index.html')
      return reply.header('cache-control', cacheControlFor(file)).sendFile(file, { cacheControl: false });
    if (isAppRoute(relativePath)) return sendApp(reply);
    return reply.callNotFound();
  });
};
