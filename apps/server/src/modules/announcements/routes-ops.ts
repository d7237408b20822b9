import {
  OPS_API,
  opsAnnouncementInputSchema,
  opsAnnouncementListSchema,
  opsAnnouncementSchema,
  successSchema,
} from '@palaro/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { forOperators, operatorOf } from '../operators';
import type { AnnouncementDesk } from './service-ops';

// the paths of OPS_API.announcement(id) and OPS_API.announcementRetire(id), as route patterns
const idParams = z.object({ id: z.string().max(64) });
const one = { 200: successSchema(opsAnnouncementSchema) };

/** Announcements on the operator API: any operator may read them; "support may answer, only admin publishes". */
export const announcementOpsRoutes: FastifyPluginAsyncZod<{ desk: AnnouncementDesk }> = async (app, { desk }) => {
  const support = forOperators('support');
  const admin = forOperators('admin');

  app.get(
    OPS_API.announcements,
    { ...support, schema: { response: { 200: successSchema(opsAnnouncementListSchema) } } },
    async () => ok(await desk.list()),
  );
  app.post(
    OPS_API.announcements,
    { ...admin, schema: { body: opsAnnouncementInputSchema, response: one } },
    async (request) => ok(await desk.create(operatorOf(request), request.body)),
  );
  app.put(
    `${OPS_API.announcements}/:id`,
    { ...admin, schema: { params: idParams, body: opsAnnouncementInputSchema, response: one } },
    async (request) => ok(await desk.edit(operatorOf(request), request.params.id, request.body)),
  );
  app.post(
    `${OPS_API.announcements}/:id/retire`,
    { ...admin, schema: { params: idParams, response: one } },
    async (request) => ok(await desk.retire(operatorOf(request), request.params.id)),
  );
};
