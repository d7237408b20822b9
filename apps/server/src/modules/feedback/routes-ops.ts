import {
  LIMITS,
  OPS_API,
  opsFeedbackPageSchema,
  opsFeedbackQuerySchema,
  opsFeedbackReplySchema,
  opsFeedbackSchema,
  successSchema,
} from '@palaro/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { forOperators, operatorOf } from '../operators';
import type { FeedbackDesk } from './service-ops';

// the paths of OPS_API.feedbackItem(id), feedbackReply(id) and feedbackImage(id, index), as route patterns
const idParams = z.object({ id: z.string().max(64) });
const imageParams = idParams.extend({
  index: z.coerce
    .number()
    .int()
    .min(0)
    .max(LIMITS.uploadMaxImages - 1),
});
const one = { 200: successSchema(opsFeedbackSchema) };

/** Feedback on the operator API: any operator reads the queue and its images; support and admin answer. */
export const feedbackOpsRoutes: FastifyPluginAsyncZod<{ desk: FeedbackDesk }> = async (app, { desk }) => {
  const support = forOperators('support');

  app.get(
    OPS_API.feedback,
    {
      ...support,
      schema: { querystring: opsFeedbackQuerySchema, response: { 200: successSchema(opsFeedbackPageSchema) } },
    },
    async (request) => ok(await desk.list(request.query)),
  );
  app.get(`${OPS_API.feedback}/:id`, { ...support, schema: { params: idParams, response: one } }, async (request) =>
    ok(await desk.one(request.params.id)),
  );
  app.get(
    `${OPS_API.feedback}/:id/images/:index`,
    { ...support, schema: { params: imageParams } },
    async (request, reply) => {
      const image = await desk.image(request.params.id, request.params.index);
      // a player's file: never run as a page, never kept by a shared cache
      return reply
        .type(image.contentType)
        .header('cache-control', 'no-store')
        .header('content-security-policy', "default-src 'none'")
        .send(image.data);
    },
  );
  app.post(
    `${OPS_API.feedback}/:id/reply`,
    {
      ...forOperators(['support', 'admin']),
      schema: { params: idParams, body: opsFeedbackReplySchema, response: one },
    },
    async (request) => ok(await desk.reply(operatorOf(request), request.params.id, request.body)),
  );
};
