import { API, statusSchema, successSchema, whitelabelResponseSchema, type IdentityProvider } from '@palaro/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import type { CountryResolver } from './country-resolver';
import { createSystemService } from './service';
import type { SiteLinksService } from './service-site-links';

type Options = {
  countryResolver: CountryResolver;
  identityProviders: Record<IdentityProvider, boolean>;
  siteLinks: SiteLinksService;
};

export const systemRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const system = createSystemService({
    merchant: app.config.merchant,
    countryResolver: options.countryResolver,
    siteLinks: options.siteLinks.current,
  });

  app.get(API.systemStatus, { schema: { response: { 200: successSchema(statusSchema) } } }, async (request) =>
    ok(await system.status({ ip: request.ip, headers: request.headers })),
  );

  app.get(API.whitelabel, { schema: { response: { 200: successSchema(whitelabelResponseSchema) } } }, async () =>
    ok({ ...system.whitelabel(), identityProviders: options.identityProviders }),
  );
};
