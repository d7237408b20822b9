import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { ApiError, MESSAGES } from '../http/api-error';
import type { RateLimits } from './rate-limits';
import { createWindowCounter } from './window-counter';

/**
 * The per-IP limit of every API call, with the rate-limit plugin's headers and 429 answer. With Redis the plugin
 * counts there, so every instance sees the same counts; in one process a plain counter does the same work without a
 * promise per call (this hook runs before every API call).
 */
export function apiRateLimit(
  app: FastifyInstance,
  limits: Pick<RateLimits, 'apiMax' | 'windowMs'>,
): onRequestHookHandler {
  const { apiMax: max, windowMs } = limits;
  if (app.redis) return app.rateLimit({ max, timeWindow: windowMs });
  const counter = createWindowCounter(windowMs);
  const limit = String(max);
  return function limitApiCalls(request, reply, done) {
    const count = counter.hit(request.ip);
    const reset = counter.resetInSeconds();
    void reply
      .header('x-ratelimit-limit', limit)
      .header('x-ratelimit-remaining', count < max ? max - count : 0)
      .header('x-ratelimit-reset', reset);
    if (count <= max) {
      done();
      return;
    }
    void reply.header('retry-after', reset);
    done(new ApiError(429, 'rate.limited', MESSAGES.rateLimited));
  };
}
