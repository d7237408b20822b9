import { API, helpListSchema, helpQuerySchema, successSchema } from '@palaro/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import type { HelpService } from './service';

/** SPEC 7.2: the help centre, for guests and players alike (no session needed). */
export const helpRoutes: FastifyPluginAsyncZod<{ help: HelpService }> = async (app, { help }) => {
  app.get(
    API.help,
    { schema: { querystring: helpQuerySchema, response: { 200: successSchema(helpListSchema) } } },
    // `lang` asks for a language outright; without it the Language header's (already one of the merchant's) decides
    async (request) => ok(await help.list(request.query.lang ?? request.language)),
  );
};
