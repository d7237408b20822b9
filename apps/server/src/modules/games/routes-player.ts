import {
  API,
  favouriteChangeSchema,
  favouriteIdsSchema,
  favouriteListQuerySchema,
  favouriteListSchema,
  gameRowQuerySchema,
  gameRowSchema,
  recentAddQuerySchema,
  successSchema,
} from '@palaro/contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { authenticated, authOf } from '../sessions';

/** Favourites and recent games: every call needs a session (trial ones too). */
export const playerGameRoutes: FastifyPluginAsyncZod = async (app) => {
  const { playerGames } = app.games;
  const session = authenticated('session');
  const ids = { 200: successSchema(favouriteIdsSchema) };

  app.get(API.favouriteIds, { ...session, schema: { response: ids } }, async (request) =>
    ok(await playerGames.favouriteIds(authOf(request).accountId)),
  );

  app.get(
    API.favourites,
    {
      ...session,
      schema: { querystring: favouriteListQuerySchema, response: { 200: successSchema(favouriteListSchema) } },
    },
    async (request) => {
      const { gameType, pageNo, pageSize } = request.query;
      return ok(await playerGames.favourites(authOf(request).accountId, gameType, pageNo, pageSize));
    },
  );

  app.post(API.favourites, { ...session, schema: { body: favouriteChangeSchema, response: ids } }, async (request) =>
    ok(await playerGames.addFavourite(authOf(request).accountId, request.body.nodeId, request.body.vendor)),
  );

  app.delete(API.favourites, { ...session, schema: { body: favouriteChangeSchema, response: ids } }, async (request) =>
    ok(await playerGames.removeFavourite(authOf(request).accountId, request.body.nodeId)),
  );

  app.get(
    API.recentGameAdd,
    { ...session, schema: { querystring: recentAddQuerySchema, response: { 200: successSchema(z.null()) } } },
    async (request) => {
      await playerGames.addRecent(authOf(request).accountId, request.query.nodeId);
      return ok(null);
    },
  );

  app.get(
    API.recentGames,
    { ...session, schema: { querystring: gameRowQuerySchema, response: { 200: successSchema(gameRowSchema) } } },
    async (request) =>
      ok(await playerGames.recent(authOf(request).accountId, request.query.gameType, request.query.pageSize)),
  );
};
