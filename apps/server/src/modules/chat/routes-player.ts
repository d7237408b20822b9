import {
  API,
  CHAT_LIMITS,
  chatHistoryQuerySchema,
  chatHistorySchema,
  chatMessageSchema,
  chatReadSchema,
  chatSendSchema,
  chatUnreadSchema,
  chatUrlQuerySchema,
  chatUrlSchema,
  successSchema,
} from '@palaro/contract';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { authenticated, authOf } from '../sessions';
import { chatError } from './errors';
import type { ChatService } from './service';

// base64 grows the 5 MB image by a third, plus a data-URL prefix, the text and the JSON around them
const SEND_BODY_LIMIT = Math.ceil((CHAT_LIMITS.imageMaxBytes * 4) / 3) + 16_384;

/**
 * A message the schema refuses gets the chat's own errors: an image that is not one (or too big to be one) is
 * chat.image, anything else chat.invalid, with the fields at fault.
 */
function sendRefusal(error: FastifyError): never {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw chatError('image');
  if (!hasZodFastifySchemaValidationErrors(error)) throw error;
  const fields: Record<string, string> = {};
  for (const issue of error.validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
    fields[field] ??= issue.message ?? 'invalid';
  }
  throw chatError(Object.keys(fields).includes('image') ? 'image' : 'invalid', fields);
}

// API.chatImage(id) as a route pattern
const IMAGE_ROUTE = '/wps/chat/images/:id';
const imageParams = z.object({ id: z.string().max(64) });

/** SPEC 7.7 and the chat page's calls; members only (a trial session gets free_reject), CBS3 on. */
export const chatRoutes: FastifyPluginAsyncZod<{ chat: ChatService }> = async (app, { chat }) => {
  const member = authenticated('member');

  app.get(
    API.chatUrl,
    { ...member, schema: { querystring: chatUrlQuerySchema, response: { 200: successSchema(chatUrlSchema) } } },
    async (request) => ok(chat.url(request.query, request.language)),
  );

  app.get(
    API.chatUnread,
    { ...member, schema: { response: { 200: successSchema(chatUnreadSchema) } } },
    async (request) => ok(await chat.unread(authOf(request))),
  );

  app.get(
    API.chatMessages,
    {
      ...member,
      schema: { querystring: chatHistoryQuerySchema, response: { 200: successSchema(chatHistorySchema) } },
    },
    async (request) => ok(await chat.history(authOf(request), request.query)),
  );

  app.post(
    API.chatMessages,
    {
      ...member,
      bodyLimit: SEND_BODY_LIMIT,
      errorHandler: sendRefusal,
      schema: { body: chatSendSchema, response: { 200: successSchema(chatMessageSchema) } },
    },
    async (request) => ok(await chat.send(authOf(request), request.body)),
  );

  app.post(
    API.chatRead,
    { ...member, schema: { body: chatReadSchema.optional(), response: { 200: successSchema(z.null()) } } },
    async (request) => {
      await chat.markRead(authOf(request));
      return ok(null);
    },
  );

  app.get(IMAGE_ROUTE, { ...member, schema: { params: imageParams } }, async (request, reply) => {
    const image = await chat.image(authOf(request), request.params.id);
    return reply
      .type(image.contentType)
      .header('content-security-policy', "default-src 'none'")
      .header('x-content-type-options', 'nosniff')
      .send(image.data);
  });
};
