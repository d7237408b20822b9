import { aboutResponseSchema, API, successSchema } from '@palaro/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import type { AboutService } from './service';

/** The about-us page for anyone, with or without a session: it says nothing about the caller. */
export const aboutRoutes: FastifyPluginAsyncZod<{ about: AboutService }> = async (app, { about }) => {
  app.get(API.about, { schema: { response: { 200: successSchema(aboutResponseSchema) } } }, async (request) =>
    ok(await about.page(request.language)),
  );
};
