import {
  API,
  inboxChangedSchema,
  inboxDeleteSchema,
  inboxPageSchema,
  inboxQuerySchema,
  inboxReadSchema,
  successSchema,
  unreadCountSchema,
} from '@palaro/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { authenticated, authOf } from '../sessions';
import type { InboxService } from './service';

// members only: a trial (type 4) session gets member.trial before anything is read (SPEC 6 and 8: free_reject)
const member = authenticated('member');
const changed = { 200: successSchema(inboxChangedSchema) };

/** SPEC 2.1 /m/webEmail and 7.3: the player's messages, read and unread marks, deletes and the unread count. */
export const inboxRoutes: FastifyPluginAsyncZod<{ inbox: InboxService }> = async (app, { inbox }) => {
  app.get(
    API.inbox,
    { ...member, schema: { querystring: inboxQuerySchema, response: { 200: successSchema(inboxPageSchema) } } },
    async (request) => ok(await inbox.list(authOf(request).accountId, request.query, request.language)),
  );

  app.post(API.inboxRead, { ...member, schema: { body: inboxReadSchema, response: changed } }, async (request) =>
    ok(await inbox.markRead(authOf(request).accountId, request.body.ids, request.body.read)),
  );

  app.post(API.inboxDelete, { ...member, schema: { body: inboxDeleteSchema, response: changed } }, async (request) =>
    ok(await inbox.delete(authOf(request).accountId, request.body.ids)),
  );

  app.get(
    API.inboxUnread,
    { ...member, schema: { response: { 200: successSchema(unreadCountSchema) } } },
    async (request) => ok(await inbox.unread(authOf(request).accountId)),
  );
};
