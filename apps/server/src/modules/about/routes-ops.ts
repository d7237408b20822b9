import { OPS_API, opsAboutInputSchema, opsAboutSchema, successSchema } from '@palaro/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { forOperators, operatorOf } from '../operators';
import type { AboutDesk } from './service-ops';

const answer = { 200: successSchema(opsAboutSchema) };

/** The about-us page on the operator API: any operator may read it; only admin publishes. */
export const aboutOpsRoutes: FastifyPluginAsyncZod<{ desk: AboutDesk }> = async (app, { desk }) => {
  app.get(OPS_API.about, { ...forOperators('support'), schema: { response: answer } }, async () =>
    ok(await desk.get()),
  );
  app.put(
    OPS_API.about,
    { ...forOperators('admin'), schema: { body: opsAboutInputSchema, response: answer } },
    async (request) => ok(await desk.replace(operatorOf(request), request.body)),
  );
};
