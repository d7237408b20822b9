import {
  affiliateCheckQuerySchema,
  affiliateCheckSchema,
  API,
  loginValueSchema,
  registerSettingsSchema,
  registrationSchema,
  successSchema,
  usernameCheckQuerySchema,
  usernameCheckSchema,
} from '@palaro/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { callLimit } from '../../plugins/rate-limits';
import type { AccountServices } from '../account-services';

/** Registrations per IP and minute. */
export const REGISTRATIONS_PER_MINUTE = 10;
/** Name and code checks per IP and minute: enough to type, too few to list the members. */
export const CHECKS_PER_MINUTE = 60;

export const accountRoutes: FastifyPluginAsyncZod<{ services: AccountServices }> = async (app, { services }) => {
  const registerLimit = callLimit(app, 'register', REGISTRATIONS_PER_MINUTE);
  const registered = { response: { 200: successSchema(loginValueSchema) } };

  app.put(API.register, { onRequest: registerLimit, schema: registered }, async (request) =>
    ok(await services.registration.register('username', await app.openSealed(request, registrationSchema), request.ip)),
  );

  app.put(API.registerMobile, { onRequest: registerLimit, schema: registered }, async (request) =>
    ok(await services.registration.register('mobile', await app.openSealed(request, registrationSchema), request.ip)),
  );

  app.get(API.registerSettings, { schema: { response: { 200: successSchema(registerSettingsSchema) } } }, async () =>
    ok(services.checks.registerSettings()),
  );

  app.get(
    API.usernameCheck,
    {
      onRequest: callLimit(app, 'username-check', CHECKS_PER_MINUTE),
      schema: { querystring: usernameCheckQuerySchema, response: { 200: successSchema(usernameCheckSchema) } },
    },
    async (request) => ok(await services.checks.username(request.query.username)),
  );

  app.get(
    API.affiliateCheck,
    {
      onRequest: callLimit(app, 'affiliate-check', CHECKS_PER_MINUTE),
      schema: { querystring: affiliateCheckQuerySchema, response: { 200: successSchema(affiliateCheckSchema) } },
    },
    async (request) => ok(await services.checks.affiliate(request.query.code)),
  );
};
