import {
  API,
  lotteryMenuQuerySchema,
  lotteryMenuSchema,
  lotteryNumeroQuerySchema,
  lotteryNumeroSchema,
  lotteryProofQuerySchema,
  lotteryProofSchema,
  lotteryResultsQuerySchema,
  lotteryResultsSchema,
  lotteryRulesQuerySchema,
  lotteryRulesSchema,
  lotteryVnRecentQuerySchema,
  lotteryVnRecentSchema,
  successSchema,
} from '@palaro/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import type { DrawBoard } from './service-board';

/** The public lottery board: no session needed (guests see results and countdowns like anyone). */
export const lotteryBoardRoutes: FastifyPluginAsyncZod<{ board: DrawBoard }> = async (app, { board }) => {
  const menu = { querystring: lotteryMenuQuerySchema, response: { 200: successSchema(lotteryMenuSchema) } };
  const numero = { querystring: lotteryNumeroQuerySchema, response: { 200: successSchema(lotteryNumeroSchema) } };
  app.get(API.lotteryMenu, { schema: menu }, async (request) => ok(await board.menu('all', request.query.playType)));
  app.get(API.lotteryVnMenu, { schema: menu }, async (request) => ok(await board.menu('vn', request.query.playType)));
  app.get(API.lotteryNumero, { schema: numero }, async (request) =>
    ok(await board.numero('all', request.query.gameId)),
  );
  app.get(API.lotteryVnNumero, { schema: numero }, async (request) =>
    ok(await board.numero('vn', request.query.gameId)),
  );
  app.get(
    API.lotteryResults,
    { schema: { querystring: lotteryResultsQuerySchema, response: { 200: successSchema(lotteryResultsSchema) } } },
    async (request) => ok(await board.results(request.query.gameId, request.query.limit)),
  );
  app.get(
    API.lotteryVnRecent,
    { schema: { querystring: lotteryVnRecentQuerySchema, response: { 200: successSchema(lotteryVnRecentSchema) } } },
    async (request) => ok(await board.vnRecent(request.query.limit)),
  );
  app.get(
    API.lotteryProof,
    { schema: { querystring: lotteryProofQuerySchema, response: { 200: successSchema(lotteryProofSchema) } } },
    async (request) => ok(await board.proof(request.query.gameId, request.query.drawNumber)),
  );
  app.get(
    API.lotteryRules,
    { schema: { querystring: lotteryRulesQuerySchema, response: { 200: successSchema(lotteryRulesSchema) } } },
    async (request) => ok(board.rules(request.query.gameId, request.query.prizeMode)),
  );
};
