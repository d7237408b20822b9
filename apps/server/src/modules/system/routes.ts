import { API, statusSchema, successSchema, whitelabelSchema } from '@palaro/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import type { CountryResolver } from './country-resolver';
import { createSystemService } from './service';

export const systemRoutes: FastifyPluginAsyncZod<{ countryResolver: CountryResolver }> = async (app, options) => {
  const system = createSystemService({ merchant: app.config.merchant, countryResolver: options.countryResolver });

  app.get(API.systemStatus, { schema: { response: { 200: successSchema(statusSchema) } } }, async (request) =>
    ok(await system.status({ ip: request.ip, headers: request.headers })),
  );

  app.get(API.whitelabel, { schema: { response: { 200: successSchema(whitelabelSchema) } } }, async () =>
    ok(system.whitelabel()),
  );
};
