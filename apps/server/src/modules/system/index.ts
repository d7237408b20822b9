import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { headerCountryResolver, type CountryResolver } from './country-resolver';
import { siteLinksOpsRoutes } from './routes-ops';
import { systemRoutes } from './routes-player';
import { createSiteLinks } from './service-site-links';

export { headerCountryResolver, type CountryResolver } from './country-resolver';

type Options = {
  /** Where the client's country comes from; the merchant's country header when left out. */
  countryResolver?: CountryResolver | undefined;
};

/**
 * The merchant's status and white-label settings, as the app asks for them before anything else; and the site's
 * outside links (downloads, channels, customer service), which operators manage.
 */
export const systemModule = fp(
  async (app: FastifyInstance, options: Options) => {
    const { merchant } = app.config;
    const siteLinks = createSiteLinks({
      db: app.db,
      merchant: merchant.merchantCode,
      clock: app.clock,
      audit: app.operators.audit,
      configured: { resources: merchant.resources, customerService: merchant.customerService },
    });
    await app.register(systemRoutes, {
      countryResolver: options.countryResolver ?? headerCountryResolver(merchant.countryHeader),
      identityProviders: app.socialLogin.configured(),
      siteLinks,
    });
    await app.register(siteLinksOpsRoutes, { siteLinks });
  },
  { name: 'system', dependencies: ['social-login', 'player-api-limit', 'operators'] },
);
