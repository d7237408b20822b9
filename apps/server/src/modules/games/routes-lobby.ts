import {
  API,
  bannerListSchema,
  bannerQuerySchema,
  gameListQuerySchema,
  gameRowQuerySchema,
  gameRowSchema,
  successSchema,
  vendorGameTypesQuerySchema,
  vendorGameTypesSchema,
  vendorSortingSchema,
  winnerBoardQuerySchema,
  winnerBoardSchema,
} from '@palaro/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { authOf } from '../sessions';
import { parseInput } from './parse-input';
import { createGamesRepository } from './repository';
import { createGamesService } from './service';
import { isPersonal, type FinishedBody } from './service-game-list';

const JSON_TYPE = 'application/json; charset=utf-8';

/** The lobby's shared reads: vendor sorting and game types, the game list, hot games, winners, banners. */
export const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  const games = createGamesService(createGamesRepository(app.db));
  const merchantCode = app.config.merchant.merchantCode;
  const { gameLists, catalogueService } = app.games;

  app.get(API.vendorSorting, { schema: { response: { 200: successSchema(vendorSortingSchema) } } }, async () =>
    ok(await games.vendorSorting(merchantCode)),
  );

  function send(reply: FastifyReply, { payload, encoding }: FinishedBody): void {
    // compressed once per body, not per request; the route is outside the compression plugin
    if (encoding) void reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
    void reply.type(JSON_TYPE).send(payload);
  }

  async function answerAnew(
    request: FastifyRequest,
    reply: FastifyReply,
    queryKey: string,
    acceptEncoding: string | undefined,
  ): Promise<void> {
    const filter = parseInput(gameListQuerySchema, request.query);
    let accountId: bigint | undefined;
    if (isPersonal(filter)) {
      await app.requireSession(request);
      accountId = authOf(request).accountId;
    }
    send(reply, await gameLists.answer(queryKey, filter, acceptEncoding, accountId));
  }

  // A query seen before is answered from its finished body at once: no parsing, no schema work, no promise.
  // The lobby asks for pages all the time: only failures, refusals and slow answers are logged one by one.
  app.get(API.gameList, { compress: false, decompress: false, config: { quietWhenFast: true } }, (request, reply) => {
    const queryKey = request.url.slice(API.gameList.length);
    const acceptEncoding = request.headers['accept-encoding'];
    const hit = gameLists.cached(queryKey, acceptEncoding);
    if (hit) return send(reply, hit);
    return answerAnew(request, reply, queryKey, acceptEncoding);
  });

  app.get(
    API.vendorGameTypes,
    { schema: { querystring: vendorGameTypesQuerySchema, response: { 200: successSchema(vendorGameTypesSchema) } } },
    async () => ok(await catalogueService.vendorGameTypes()),
  );

  app.get(
    API.hotGames,
    { schema: { querystring: gameRowQuerySchema, response: { 200: successSchema(gameRowSchema) } } },
    async (request) => ok(await catalogueService.hotList(request.query.gameType, request.query.pageSize)),
  );

  app.get(
    API.winnerBoard,
    { schema: { querystring: winnerBoardQuerySchema, response: { 200: successSchema(winnerBoardSchema) } } },
    async (request) => ok(await catalogueService.winnerBoard(request.query.gameCategory, request.query.limitNum)),
  );

  app.get(
    API.banners,
    { schema: { querystring: bannerQuerySchema, response: { 200: successSchema(bannerListSchema) } } },
    async (request) => ok(await catalogueService.banners(request.query.groupName)),
  );
};
