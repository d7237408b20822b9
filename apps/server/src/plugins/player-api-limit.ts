import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from '../http/envelope';
import { apiRateLimit } from './api-rate-limit';
import { asList } from './caller-checks';
import type { RateLimits } from './rate-limits';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Counts a route outside the API prefixes (a player page, an icon file) under the per-IP API limit too.
     * Routes under /wps, /lgw and /ops always are.
     */
    playerApiLimit?: true;
  }
}

/** True for the routes the per-IP API limit counts: every API call, and the player pages that opt in. */
export function countedByApiLimit(route: Pick<RouteOptions, 'url' | 'config'>): boolean {
  return isApiPath(route.url) || route.config?.playerApiLimit === true;
}

/**
 * The per-IP API limit on every player and operator call, whichever module registers it (docs/architecture.md
 * section 5): it runs first among the route's own onRequest hooks, so a refused call costs no session look-up and
 * no body read. The game servers' wallet, the game pages and the static files are outside it.
 */
export const playerApiLimit = fp(
  async (app: FastifyInstance, options: { limits: Pick<RateLimits, 'apiMax' | 'windowMs'> }) => {
    const limit: onRequestHookHandler = apiRateLimit(app, options.limits);
    app.addHook('onRoute', (route) => {
      // a new list: Fastify copies the options of a GET for its HEAD route, which must not count twice
      if (countedByApiLimit(route)) route.onRequest = [limit, ...asList(route.onRequest)];
    });
  },
  { name: 'player-api-limit', dependencies: ['rate-limits'] },
);
