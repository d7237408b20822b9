import type { FastifyInstance } from 'fastify';
import type { RateLimits } from '../plugins/rate-limits';
import { cryptoRoutes } from './crypto/routes';
import { gamesRoutes } from './games/routes';
import type { CountryResolver } from './system/country-resolver';
import { systemRoutes } from './system/routes';

type Options = { limits: RateLimits; countryResolver: CountryResolver };

/** The domain modules answering /wps and /lgw calls, under one per-IP rate limit; each new domain registers here. */
export async function apiModules(api: FastifyInstance, options: Options): Promise<void> {
  api.addHook('onRequest', api.rateLimit({ max: options.limits.apiMax, timeWindow: options.limits.windowMs }));
  await api.register(systemRoutes, { countryResolver: options.countryResolver });
  await api.register(cryptoRoutes);
  await api.register(gamesRoutes);
}
