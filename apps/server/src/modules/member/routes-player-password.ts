import {
  API,
  passwordByPhoneSchema,
  passwordByPhoneValueSchema,
  passwordChangeSchema,
  successSchema,
} from '@palaro/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { callLimit } from '../../plugins/rate-limits';
import { authenticated, authOf } from '../sessions';
import type { PasswordService } from './service-password';

/** Password calls per IP and minute. */
export const PASSWORD_CALLS_PER_MINUTE = 10;

/** Both password calls carry sealed bodies. */
export const passwordRoutes: FastifyPluginAsyncZod<{ services: { passwords: PasswordService } }> = async (
  app,
  { services },
) => {
  const onRequest = callLimit(app, 'password', PASSWORD_CALLS_PER_MINUTE);

  app.post(
    API.passwordChange,
    { onRequest, ...authenticated('member'), schema: { response: { 200: successSchema(z.null()) } } },
    async (request) => {
      await services.passwords.change(authOf(request), await app.openSealed(request, passwordChangeSchema));
      return ok(null);
    },
  );

  app.post(
    API.passwordByPhone,
    { onRequest, schema: { response: { 200: successSchema(passwordByPhoneValueSchema) } } },
    async (request) => ok(await services.passwords.resetByPhone(await app.openSealed(request, passwordByPhoneSchema))),
  );
};
