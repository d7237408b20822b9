import { OPS_API, opsHelpInputSchema, opsHelpItemSchema, opsHelpListSchema, successSchema } from '@palaro/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { forOperators, operatorOf } from '../operators';
import type { HelpDesk } from './service-ops';

// the paths of OPS_API.helpItem(id) and OPS_API.helpItemRetire(id), as route patterns
const idParams = z.object({ id: z.string().max(64) });
const one = { 200: successSchema(opsHelpItemSchema) };

/** The help centre on the operator API: any operator may read it; only admin writes it. */
export const helpOpsRoutes: FastifyPluginAsyncZod<{ desk: HelpDesk }> = async (app, { desk }) => {
  const support = forOperators('support');
  const admin = forOperators('admin');

  app.get(
    OPS_API.helpItems,
    { ...support, schema: { response: { 200: successSchema(opsHelpListSchema) } } },
    async () => ok(await desk.list()),
  );
  app.post(OPS_API.helpItems, { ...admin, schema: { body: opsHelpInputSchema, response: one } }, async (request) =>
    ok(await desk.create(operatorOf(request), request.body)),
  );
  app.put(
    `${OPS_API.helpItems}/:id`,
    { ...admin, schema: { params: idParams, body: opsHelpInputSchema, response: one } },
    async (request) => ok(await desk.edit(operatorOf(request), request.params.id, request.body)),
  );
  app.post(
    `${OPS_API.helpItems}/:id/retire`,
    { ...admin, schema: { params: idParams, response: one } },
    async (request) => ok(await desk.retire(operatorOf(request), request.params.id)),
  );
};
