import {
  API,
  announcementReadSchema,
  announcementsQuerySchema,
  announcementsResponseSchema,
  successSchema,
} from '@palaro/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { authenticated, authOf, rawToken } from '../sessions';
import type { AnnouncementService } from './service';

/** SPEC 7.3: the announcement lists for guests and players, and a player's "read". */
export const announcementRoutes: FastifyPluginAsyncZod<{ announcements: AnnouncementService }> = async (
  app,
  { announcements },
) => {
  app.get(
    API.announcements,
    {
      schema: { querystring: announcementsQuerySchema, response: { 200: successSchema(announcementsResponseSchema) } },
    },
    async (request) => {
      // a guest calls without a token; a token that comes must be a live session (401 otherwise, as for the game
      // list's personal pages), so a player whose session ended learns it instead of being shown the guests' list
      if (rawToken(request) !== undefined) await app.requireSession(request);
      return ok(await announcements.lists(request.auth, request.query.types, request.language));
    },
  );

  app.post(
    API.announcementRead,
    {
      ...authenticated('session'),
      schema: { body: announcementReadSchema, response: { 200: successSchema(z.null()) } },
    },
    async (request) => {
      await announcements.markRead(authOf(request), request.body.announcementId);
      return ok(null);
    },
  );
};
