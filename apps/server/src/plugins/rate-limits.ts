import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, MESSAGES } from '../http/api-error';

export type RateLimits = {
  /** API calls per client IP and window. */
  apiMax: number;
  /** Unknown paths per client IP and window (slows down path guessing). */
  notFoundMax: number;
  windowMs: number;
  /** Multiplies every per-call limit (log-in, withdraw, ...); load tests that speak from one address raise it. */
  callFactor?: number;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** See RateLimits.callFactor. */
    callLimitFactor: number;
  }
}

/** Unknown paths per client IP and minute: generous for people, slow for scanners. */
export const NOT_FOUND_PER_MINUTE = 100;

/** Per-IP limits; counted in Redis when it is configured so every instance sees the same counts. */
export const rateLimits = fp(
  async (app: FastifyInstance, options: { redisPrefix: string; callFactor?: number | undefined }) => {
    app.decorate('callLimitFactor', options.callFactor ?? 1);
    await app.register(rateLimit, {
      global: false,
      ...(app.redis ? { redis: app.redis } : {}),
      nameSpace: `${options.redisPrefix}rate:`,
      // a Redis hiccup should not take the API down with it
      skipOnError: true,
    });
  },
  { name: 'rate-limits', dependencies: ['key-value'] },
);

/**
 * A per-IP limit of its own for one kind of call (log-in, captcha, ...), counted apart from the API
 * limit; an onRequest hook. Only the first rateLimit() hook runs per request, hence this form.
 */
export function callLimit(app: FastifyInstance, name: string, max: number, windowMs = 60_000) {
  const limiter = app.createRateLimit({
    max: max * app.callLimitFactor,
    timeWindow: windowMs,
    keyGenerator: (request) => `${name}:${request.ip}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      void reply.header('retry-after', result.ttlInSeconds);
      throw new ApiError(429, 'rate.limited', MESSAGES.rateLimited);
    }
  };
}

/** A per-call limit's hook, made once and shared by the routes that count against the same limit. */
export type CallLimit = ReturnType<typeof callLimit>;
