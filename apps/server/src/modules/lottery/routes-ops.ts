import {
  OPS_API,
  opsLotteryDrawSchema,
  opsLotteryDrawsPageSchema,
  opsLotteryDrawsQuerySchema,
  opsLotteryGamesSchema,
  opsLotteryResultSchema,
  opsLotteryVoidSchema,
  successSchema,
} from '@palaro/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { forOperators, operatorOf } from '../operators';
import type { DrawGame } from './draw-games';
import type { DrawDesk } from './service-desk';

// the paths of OPS_API.lotteryDrawResult(gameId, drawNumber) and its siblings, as route patterns
const drawParams = z.object({ gameId: z.string().max(48), drawNumber: z.string().max(16) });
const one = { 200: successSchema(opsLotteryDrawSchema) };

function gamesView(games: ReadonlyMap<string, DrawGame>) {
  return {
    games: [...games.values()].map(({ game, plan, salesCloseSeconds }) => ({
      gameId: game.gameId,
      name: game.name,
      playType: game.playType,
      category: game.family,
      resultSource: game.resultSource,
      schedule: {
        kind: plan.kind,
        timeZone: plan.timeZone,
        times: plan.kind === 'daily' ? [...plan.times] : null,
        weekdays: plan.kind === 'daily' && plan.weekdays ? [...plan.weekdays] : null,
        everySeconds: plan.kind === 'interval' ? plan.everySeconds : null,
      },
      salesCloseSeconds,
    })),
  };
}

/**
 * Lottery draws on the operator API: any operator reads games and draws; cashiers and admins enter and confirm
 * official results (two different operators); only admins void a draw.
 */
export const lotteryOpsRoutes: FastifyPluginAsyncZod<{ desk: DrawDesk; games: ReadonlyMap<string, DrawGame> }> = async (
  app,
  { desk, games },
) => {
  const listed = gamesView(games);
  app.get(
    OPS_API.lotteryGames,
    { ...forOperators('support'), schema: { response: { 200: successSchema(opsLotteryGamesSchema) } } },
    async () => ok(listed),
  );
  app.get(
    OPS_API.lotteryDraws,
    {
      ...forOperators('support'),
      schema: { querystring: opsLotteryDrawsQuerySchema, response: { 200: successSchema(opsLotteryDrawsPageSchema) } },
    },
    async (request) => {
      const { from, to, ...rest } = request.query;
      return ok(
        await desk.list({
          ...rest,
          from: from === undefined ? undefined : new Date(from),
          to: to === undefined ? undefined : new Date(to),
        }),
      );
    },
  );
  app.post(
    `${OPS_API.lotteryDraws}/:gameId/:drawNumber/result`,
    { ...forOperators('cashier'), schema: { params: drawParams, body: opsLotteryResultSchema, response: one } },
    async (request) =>
      ok(await desk.enter(operatorOf(request), request.params.gameId, request.params.drawNumber, request.body.result)),
  );
  app.post(
    `${OPS_API.lotteryDraws}/:gameId/:drawNumber/confirm`,
    { ...forOperators('cashier'), schema: { params: drawParams, body: opsLotteryResultSchema, response: one } },
    async (request) =>
      ok(
        await desk.confirm(operatorOf(request), request.params.gameId, request.params.drawNumber, request.body.result),
      ),
  );
  app.post(
    `${OPS_API.lotteryDraws}/:gameId/:drawNumber/void`,
    { ...forOperators('admin'), schema: { params: drawParams, body: opsLotteryVoidSchema, response: one } },
    async (request) =>
      ok(await desk.void(operatorOf(request), request.params.gameId, request.params.drawNumber, request.body.reason)),
  );
};
