import {
  API,
  launchGameQuerySchema,
  launchGameSchema,
  lotteryLaunchQuerySchema,
  lotteryLaunchSchema,
  successSchema,
} from '@palaro/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { authenticated, authOf } from '../sessions';

/**
 * GET /wps/game/launchGame: a session (trial ones too) gets the game's URL with a single-use launch token.
 * GET /lgw/games/launch: the same for a lottery, whose frame address SPEC 2.1 gives.
 */
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

  app.get(
    API.lotteryLaunch,
    {
      ...authenticated('session'),
      schema: { querystring: lotteryLaunchQuerySchema, response: { 200: successSchema(lotteryLaunchSchema) } },
    },
    async (request) => {
      const { gameId, playType, prize_mode: prizeMode, mui, css } = request.query;
      const { accountId, tokenHash } = authOf(request);
      return ok(
        await launches.launchLottery({
          accountId,
          loginTokenHash: tokenHash,
          gameId,
          playType,
          prizeMode,
          mui,
          css,
          language: mui.toUpperCase(),
          // the lotto app's own back goes where the frame's does when it has no parent (SPEC 2.1)
          lobbyUrl: '/m/game',
        }),
      );
    },
  );
};
