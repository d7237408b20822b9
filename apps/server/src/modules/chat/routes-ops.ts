import {
  chatMessageSchema,
  OPS_API,
  opsChatConversationSchema,
  opsChatDetailSchema,
  opsChatPageSchema,
  opsChatQuerySchema,
  opsChatSendSchema,
  successSchema,
} from '@palaro/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { forOperators, operatorOf } from '../operators';
import type { ChatDesk } from './service-ops';

// the paths of OPS_API.chat(id) and its actions, and OPS_API.chatImage(id), as route patterns
const ONE = `${OPS_API.chats}/:id`;
const IMAGE_ROUTE = `${OPS_API.chats}/images/:id`;
const idParams = z.object({ id: z.string().max(64) });
const conversation = { 200: successSchema(opsChatConversationSchema) };

/** The live chat desk on the operator API: support and admins list, take, answer, read and close conversations. */
export const chatOpsRoutes: FastifyPluginAsyncZod<{ desk: ChatDesk }> = async (app, { desk }) => {
  // the desk is support's and admins' work, not cashiers' (the role ladder alone would let cashiers in)
  const deskOnly = forOperators(['support', 'admin']);

  app.get(
    OPS_API.chats,
    { ...deskOnly, schema: { querystring: opsChatQuerySchema, response: { 200: successSchema(opsChatPageSchema) } } },
    async (request) => ok(await desk.list(request.query)),
  );
  app.get(
    ONE,
    { ...deskOnly, schema: { params: idParams, response: { 200: successSchema(opsChatDetailSchema) } } },
    async (request) => ok(await desk.detail(request.params.id)),
  );
  app.post(`${ONE}/take`, { ...deskOnly, schema: { params: idParams, response: conversation } }, async (request) =>
    ok(await desk.take(operatorOf(request), request.params.id)),
  );
  app.post(
    `${ONE}/messages`,
    {
      ...deskOnly,
      schema: { params: idParams, body: opsChatSendSchema, response: { 200: successSchema(chatMessageSchema) } },
    },
    async (request) => ok(await desk.answer(operatorOf(request), request.params.id, request.body)),
  );
  app.post(
    `${ONE}/read`,
    { ...deskOnly, schema: { params: idParams, response: { 200: successSchema(z.null()) } } },
    async (request) => {
      await desk.read(request.params.id);
      return ok(null);
    },
  );
  app.post(`${ONE}/close`, { ...deskOnly, schema: { params: idParams, response: conversation } }, async (request) =>
    ok(await desk.close(operatorOf(request), request.params.id)),
  );
  app.get(IMAGE_ROUTE, { ...deskOnly, schema: { params: idParams } }, async (request, reply) => {
    const image = await desk.image(request.params.id);
    return reply
      .type(image.contentType)
      .header('content-security-policy', "default-src 'none'")
      .header('x-content-type-options', 'nosniff')
      .send(image.data);
  });
};
