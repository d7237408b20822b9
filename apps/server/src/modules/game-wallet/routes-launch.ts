import { API, launchGameQuerySchema, launchGameSchema, successSchema } from '@palaro/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { authenticated, authOf } from '../sessions';

/** GET /wps/game/launchGame: a session (trial ones too) gets the game's URL with a single-use launch token. */
export const launchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { launches } = app.gameWallet;
  app.get(
    API.launchGame,
    {
      ...authenticated('session'),
      schema: { querystring: launchGameQuerySchema, response: { 200: successSchema(launchGameSchema) } },
    },
    async (request) => {
      const { nodeId, category, vendor, gameId, freePlay, language, lobbyUrl } = request.query;
      const { accountId, tokenHash } = authOf(request);
      return ok(
        await launches.launch({
          accountId,
          loginTokenHash: tokenHash,
          nodeId,
          category,
          vendor,
          gameId,
          freePlay,
          language: language ?? request.language,
          lobbyUrl,
        }),
      );
    },
  );
};
