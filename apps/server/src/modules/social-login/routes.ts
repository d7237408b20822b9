import { identityProviderSchema } from '@palaro/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountServices } from '../account-services';

const params = z.object({ provider: identityProviderSchema });
const callbackQuery = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(256).optional(),
  error: z.string().max(256).optional(),
});

/** Browser navigations (redirects), not envelope calls: the start of a social sign-in and the provider's return. */
export const socialLoginRoutes: FastifyPluginAsyncZod<{ services: AccountServices }> = async (app, { services }) => {
  app.get('/wps/session/oidc/:provider/start', { schema: { params } }, async (request, reply) => {
    const origin = `${request.protocol}://${request.host}`;
    return reply.redirect(await services.social.start(request.params.provider, origin), 302);
  });

  app.get(
    '/wps/session/oidc/:provider/callback',
    { schema: { params, querystring: callbackQuery } },
    async (request, reply) =>
      reply.redirect(await services.social.callback(request.params.provider, request.query), 302),
  );
};
