import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { headerCountryResolver, type CountryResolver } from './country-resolver';
import { systemRoutes } from './routes-player';

export { headerCountryResolver, type CountryResolver } from './country-resolver';

type Options = {
  /** Where the client's country comes from; the merchant's country header when left out. */
  countryResolver?: CountryResolver | undefined;
};

/** The merchant's status and white-label settings, as the app asks for them before anything else. */
export const systemModule = fp(
  async (app: FastifyInstance, options: Options) => {
    await app.register(systemRoutes, {
      countryResolver: options.countryResolver ?? headerCountryResolver(app.config.merchant.countryHeader),
      identityProviders: app.socialLogin.configured(),
    });
  },
  { name: 'system', dependencies: ['social-login', 'player-api-limit'] },
);
