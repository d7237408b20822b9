import {
  affiliateCheckQuerySchema,
  affiliateCheckSchema,
  API,
  registerSettingsSchema,
  successSchema,
  usernameCheckQuerySchema,
  usernameCheckSchema,
} from '@palaro/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { callLimit } from '../../plugins/rate-limits';
import type { AccountChecks } from './service';

/** Name and code checks per IP and minute: enough to type, too few to list the members. */
export const CHECKS_PER_MINUTE = 60;

export const accountRoutes: FastifyPluginAsyncZod<{ checks: AccountChecks }> = async (app, { checks }) => {
  app.get(API.registerSettings, { schema: { response: { 200: successSchema(registerSettingsSchema) } } }, async () =>
    ok(checks.registerSettings()),
  );

  app.get(
    API.usernameCheck,
    {
      onRequest: callLimit(app, 'username-check', CHECKS_PER_MINUTE),
      schema: { querystring: usernameCheckQuerySchema, response: { 200: successSchema(usernameCheckSchema) } },
    },
    async (request) => ok(await checks.username(request.query.username)),
  );

  app.get(
    API.affiliateCheck,
    {
      onRequest: callLimit(app, 'affiliate-check', CHECKS_PER_MINUTE),
      schema: { querystring: affiliateCheckQuerySchema, response: { 200: successSchema(affiliateCheckSchema) } },
    },
    async (request) => ok(await checks.affiliate(request.query.code)),
  );
};
