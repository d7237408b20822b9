import { API, successSchema, vendorSortingSchema } from '@palaro/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { createGamesRepository } from './repository';
import { createGamesService } from './service';

export const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  const games = createGamesService(createGamesRepository(app.db));
  const merchantCode = app.config.merchant.merchantCode;

  app.get(API.vendorSorting, { schema: { response: { 200: successSchema(vendorSortingSchema) } } }, async () =>
    ok(await games.vendorSorting(merchantCode)),
  );
};
