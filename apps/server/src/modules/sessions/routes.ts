import {
  API,
  freeplayValueSchema,
  loginRequestSchema,
  loginValueSchema,
  renewValueSchema,
  socialTicketRequestSchema,
  successSchema,
  trialUserSchema,
} from '@palaro/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { callLimit } from '../../plugins/rate-limits';
import { authenticated, authOf, rawToken } from '../../plugins/session-auth';
import type { AccountServices } from '../account-services';

/** Log-ins per IP and minute; failures are counted separately (brute-force counters). */
export const LOGINS_PER_MINUTE = 30;

export const sessionRoutes: FastifyPluginAsyncZod<{ services: AccountServices }> = async (app, { services }) => {
  const loginLimit = callLimit(app, 'login', LOGINS_PER_MINUTE);
  const loginReply = { response: { 200: successSchema(loginValueSchema) } };

  app.post(API.login, { onRequest: loginLimit, schema: loginReply }, async (request) => {
    const input = await app.openSealed(request, loginRequestSchema);
    if (input.type === 'username') return ok(await services.login.withPassword(input, request.ip));
    return ok(await services.login.withSmsCode(input));
  });

  app.post(API.freeplay, { schema: { response: { 200: successSchema(freeplayValueSchema) } } }, async (request) =>
    ok(await services.trial.start(request.ip)),
  );

  app.post(
    API.socialLogin,
    { onRequest: loginLimit, schema: { body: socialTicketRequestSchema, ...loginReply } },
    async (request) => ok(await services.social.redeem(request.body.ticket)),
  );

  app.delete(API.logout, { schema: { response: { 200: successSchema(z.null()) } } }, async (request) => {
    await services.sessions.logout(rawToken(request));
    return ok(null);
  });

  app.post(
    API.renew,
    { ...authenticated('session'), schema: { response: { 200: successSchema(renewValueSchema) } } },
    async (request) => ok(await services.sessions.renew(authOf(request))),
  );

  app.get(
    API.trialUser,
    { ...authenticated('session'), schema: { response: { 200: successSchema(trialUserSchema) } } },
    async (request) => ok(await services.trial.user(authOf(request))),
  );
};
