import {
  OPS_API,
  opsInboxMessageSchema,
  opsInboxPageSchema,
  opsInboxQuerySchema,
  opsInboxSendSchema,
  successSchema,
} from '@palaro/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { forOperators, operatorOf } from '../operators';
import type { InboxDesk } from './service-ops';

// the path of OPS_API.inboxRetire(id), as a route pattern
const idParams = z.object({ id: z.string().max(64) });
const one = { 200: successSchema(opsInboxMessageSchema) };

/**
 * The inbox on the operator API: any operator lists; support and admin send (the desk lets only admin reach a segment
 * or everyone); only admin withdraws.
 */
export const inboxOpsRoutes: FastifyPluginAsyncZod<{ desk: InboxDesk }> = async (app, { desk }) => {
  app.get(
    OPS_API.inbox,
    {
      ...forOperators('support'),
      schema: { querystring: opsInboxQuerySchema, response: { 200: successSchema(opsInboxPageSchema) } },
    },
    async (request) => ok(await desk.list(request.query)),
  );
  app.post(
    OPS_API.inbox,
    { ...forOperators(['support', 'admin']), schema: { body: opsInboxSendSchema, response: one } },
    async (request) => ok(await desk.send(operatorOf(request), request.body)),
  );
  app.post(
    `${OPS_API.inbox}/:id/retire`,
    { ...forOperators('admin'), schema: { params: idParams, response: one } },
    async (request) => ok(await desk.retire(operatorOf(request), request.params.id)),
  );
};
