import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { KeyValueStore } from '../kv/key-value-store';
import { createDatabaseStore, sweepExpiredKeys } from '../kv/database-store';
import { createRedisStore } from '../kv/redis-store';

declare module 'fastify' {
  interface FastifyInstance {
    kv: KeyValueStore;
    /** The shared Redis connection when REDIS_URL is set (rate limits, key-value store). */
    redis: Redis | null;
  }
}

type Options = { redisUrl: string | undefined; redisPrefix: string };

async function connectRedis(url: string, onError: (error: Error) => void): Promise<Redis> {
  // fail fast: a request should not hang on a Redis that is away
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 1 });
  let lastError: Error | undefined;
  redis.on('error', (error: Error) => {
    lastError = error;
    onError(error);
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    const reason = (lastError ?? (error as Error)).message;
    throw new Error(`REDIS_URL: cannot connect (${reason})`, { cause: error });
  }
  return redis;
}

/** Redis when REDIS_URL is set, the database otherwise: shared by every instance and kept across restarts either way. */
export const keyValue = fp(
  async (app: FastifyInstance, options: Options) => {
    const logProblem = (error: Error) => app.log.warn({ err: error }, 'redis connection problem');
    const redis = options.redisUrl ? await connectRedis(options.redisUrl, logProblem) : null;
    const kv = redis ? createRedisStore(redis, options.redisPrefix) : createDatabaseStore(app.db);
    app.decorate('redis', redis);
    app.decorate('kv', kv);
    if (!redis) app.jobs.add({ name: 'key-value-sweep', everySeconds: 10 * 60, run: () => sweepExpiredKeys(app.db) });
    app.addHook('onClose', async () => {
      await kv.close();
      await redis?.quit();
    });
  },
  { name: 'key-value', dependencies: ['database', 'job-queue'] },
);
