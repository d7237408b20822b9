import {
  API,
  identityProviderSchema,
  loginValueSchema,
  socialTicketRequestSchema,
  successSchema,
} from '@palaro/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import type { CallLimit } from '../../plugins/rate-limits';
import type { SocialLoginService } from './service';

const params = z.object({ provider: identityProviderSchema });
const callbackQuery = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(256).optional(),
  error: z.string().max(256).optional(),
});

type Options = { social: SocialLoginService; loginLimit: CallLimit };

/**
 * Browser navigations (redirects), not envelope calls: the start of a social sign-in and the provider's return; then
 * the envelope call that trades the one-time ticket for a session, under the same per-IP limit as every log-in.
 */
export const socialLoginRoutes: FastifyPluginAsyncZod<Options> = async (app, { social, loginLimit }) => {
  app.get('/wps/session/oidc/:provider/start', { schema: { params } }, async (request, reply) => {
    const origin = `${request.protocol}://${request.host}`;
    return reply.redirect(await social.start(request.params.provider, origin), 302);
  });

  app.get(
    '/wps/session/oidc/:provider/callback',
    { schema: { params, querystring: callbackQuery } },
    async (request, reply) => reply.redirect(await social.callback(request.params.provider, request.query), 302),
  );

  app.post(
    API.socialLogin,
    {
      onRequest: loginLimit,
      schema: { body: socialTicketRequestSchema, response: { 200: successSchema(loginValueSchema) } },
    },
    async (request) => ok(await social.redeem(request.body.ticket)),
  );
};
