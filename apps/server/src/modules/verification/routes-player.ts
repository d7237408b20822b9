import {
  API,
  captchaSchema,
  countryListSchema,
  smsRequestSchema,
  smsSentSchema,
  successSchema,
} from '@palaro/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { callLimit } from '../../plugins/rate-limits';
import type { CaptchaService } from './service-captcha';
import type { SmsService } from './service-sms';
import { COUNTRIES } from '../accounts';

/** Captchas per IP and minute. */
export const CAPTCHAS_PER_MINUTE = 30;
/** SMS requests per IP and minute: a flood guard in front of the per-number and hourly limits. */
export const SMS_REQUESTS_PER_MINUTE = 30;

export const verificationRoutes: FastifyPluginAsyncZod<{
  services: { captchas: CaptchaService; sms: SmsService };
}> = async (app, { services }) => {
  const smsLimit = callLimit(app, 'sms', SMS_REQUESTS_PER_MINUTE);
  const smsSchema = { body: smsRequestSchema, response: { 200: successSchema(smsSentSchema) } };

  app.get(
    API.captcha,
    {
      onRequest: callLimit(app, 'captcha', CAPTCHAS_PER_MINUTE),
      schema: { response: { 200: successSchema(captchaSchema) } },
    },
    async (request) => ok(await services.captchas.issue(request.ip)),
  );

  app.post(API.smsRegister, { onRequest: smsLimit, schema: smsSchema }, async (request) =>
    ok(await services.sms.request('register', request.body, request.ip)),
  );

  app.post(API.smsNoLogin, { onRequest: smsLimit, schema: smsSchema }, async (request) =>
    ok(await services.sms.request('noLogin', request.body, request.ip)),
  );

  app.get(API.countries, { schema: { response: { 200: successSchema(countryListSchema) } } }, async () =>
    ok([...COUNTRIES]),
  );
};
