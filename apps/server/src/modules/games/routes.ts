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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { authOf } from '../../plugins/session-auth';
import { parseInput } from './parse-input';
import { createGamesRepository } from './repository';
import { createGamesService } from './service';
import { isPersonal } from './service-game-list';

const JSON_TYPE = 'application/json; charset=utf-8';

/** The lobby's shared reads: vendor sorting and game types, the game list, hot games, winners, banners. */
export const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  const games = createGamesService(createGamesRepository(app.db));
  const merchantCode = app.config.merchant.merchantCode;
  const { gameLists, catalogueService } = app.games;

  app.get(API.vendorSorting, { schema: { response: { 200: successSchema(vendorSortingSchema) } } }, async () =>
    ok(await games.vendorSorting(merchantCode)),
  );

  // answered from finished bodies: no schema work on a hit, the filter is parsed only on a miss
  app.get(API.gameList, async (request, reply) => {
    const queryKey = request.url.slice(API.gameList.length);
    const acceptEncoding = request.headers['accept-encoding'];
    const hit = gameLists.cached(queryKey, acceptEncoding);
    if (hit) {
      // compressed once per body, not per request: the compression plugin leaves an encoded answer alone
      if (hit.encoding) void reply.header('content-encoding', hit.encoding).header('vary', 'accept-encoding');
      return reply.type(JSON_TYPE).send(hit.payload);
    }
    const filter = parseInput(gameListQuerySchema, request.query);
    let accountId: bigint | undefined;
    if (isPersonal(filter)) {
      await app.requireSession(request);
      accountId = authOf(request).accountId;
    }
    return reply.type(JSON_TYPE).send(await gameLists.body(queryKey, filter, accountId));
  });

  app.get(
    API.vendorGameTypes,
    { schema: { querystring: vendorGameTypesQuerySchema, response: { 200: successSchema(vendorGameTypesSchema) } } },
    async () => ok(await catalogueService.vendorGameTypes()),
  );

  app.get(API.hotGames, { schema: { querystring: gameRowQuerySchema, response: { 200: successSchema(gameRowSchema) } } }, async (request) =>
    ok(await catalogueService.hotList(request.query.gameType, request.query.pageSize)),
  );

  app.get(
    API.winnerBoard,
    { schema: { querystring: winnerBoardQuerySchema, response: { 200: successSchema(winnerBoardSchema) } } },
    async (request) => ok(await catalogueService.winnerBoard(request.query.gameCategory, request.query.limitNum)),
  );

  app.get(API.banners, { schema: { querystring: bannerQuerySchema, response: { 200: successSchema(bannerListSchema) } } }, async (request) =>
    ok(await catalogueService.banners(request.query.groupName)),
  );
};
