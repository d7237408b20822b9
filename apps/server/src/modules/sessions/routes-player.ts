import { API, loginRequestSchema, loginValueSchema, renewValueSchema, successSchema } from '@palaro/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import type { CallLimit } from '../../plugins/rate-limits';
import type { SessionService } from './service';
import type { LoginService } from './service-login';
import { authenticated, authOf, rawToken } from './session-auth';

/** Log-ins per IP and minute; failures are counted separately (brute-force counters). */
export const LOGINS_PER_MINUTE = 30;

type Options = { sessions: SessionService; login: LoginService; loginLimit: CallLimit };

export const sessionRoutes: FastifyPluginAsyncZod<Options> = async (app, { sessions, login, loginLimit }) => {
  const loginReply = { response: { 200: successSchema(loginValueSchema) } };

  app.post(API.login, { onRequest: loginLimit, schema: loginReply }, async (request) => {
    const input = await app.openSealed(request, loginRequestSchema);
    if (input.type === 'username') return ok(await login.withPassword(input, request.ip));
    return ok(await login.withSmsCode(input));
  });

  app.delete(API.logout, { schema: { response: { 200: successSchema(z.null()) } } }, async (request) => {
    await sessions.logout(rawToken(request));
    return ok(null);
  });

  app.post(
    API.renew,
    { ...authenticated('session'), schema: { response: { 200: successSchema(renewValueSchema) } } },
    async (request) => ok(await sessions.renew(authOf(request))),
  );
};
