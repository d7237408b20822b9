import {
  API,
  freeplayValueSchema,
  loginValueSchema,
  registrationSchema,
  successSchema,
  trialUserSchema,
} from '@palaro/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { callLimit } from '../../plugins/rate-limits';
import { authenticated, authOf } from '../sessions';
import type { RegistrationService } from './service-registration';
import type { TrialService } from './service-trial';

/** Registrations per IP and minute. */
export const REGISTRATIONS_PER_MINUTE = 10;

type Options = { registration: RegistrationService; trial: TrialService };

/** Becoming a player: registration by user name or by mobile number, and the free-trial account. */
export const registrationRoutes: FastifyPluginAsyncZod<Options> = async (app, { registration, trial }) => {
  const registerLimit = callLimit(app, 'register', REGISTRATIONS_PER_MINUTE);
  const registered = { response: { 200: successSchema(loginValueSchema) } };

  app.put(API.register, { onRequest: registerLimit, schema: registered }, async (request) =>
    ok(await registration.register('username', await app.openSealed(request, registrationSchema), request.ip)),
  );

  app.put(API.registerMobile, { onRequest: registerLimit, schema: registered }, async (request) =>
    ok(await registration.register('mobile', await app.openSealed(request, registrationSchema), request.ip)),
  );

  app.post(API.freeplay, { schema: { response: { 200: successSchema(freeplayValueSchema) } } }, async (request) =>
    ok(await trial.start(request.ip)),
  );

  app.get(
    API.trialUser,
    { ...authenticated('session'), schema: { response: { 200: successSchema(trialUserSchema) } } },
    async (request) => ok(await trial.user(authOf(request))),
  );
};
