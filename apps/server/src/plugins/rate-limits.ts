import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type RateLimits = {
  /** API calls per client IP and window. */
  apiMax: number;
  /** Unknown paths per client IP and window (slows down path guessing). */
  notFoundMax: number;
  windowMs: number;
};

/** Unknown paths per client IP and minute: generous for people, slow for scanners. */
export const NOT_FOUND_PER_MINUTE = 100;

/** Per-IP limits; counted in Redis when it is configured so every instance sees the same counts. */
export const rateLimits = fp(
  async (app: FastifyInstance, options: { redisPrefix: string }) => {
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
