import type { Redis } from 'ioredis';
import type { KeyValueStore } from './key-value-store';

// INCR and the first PEXPIRE in one step, so a crash between them cannot leave a key without expiry.
const INCR_WITH_TTL = `
local value = redis.call('INCR', KEYS[1])
if value == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return value`;

/** Store shared by every instance through Redis; keys are prefixed with `prefix`. */
export function createRedisStore(redis: Redis, prefix: string): KeyValueStore {
  return {
    backend: 'redis',
    async setIfAbsent(key, value, ttlMs) {
      const result = await redis.set(prefix + key, value, 'PX', Math.max(1, Math.ceil(ttlMs)), 'NX');
      return result === 'OK';
    },
    async get(key) {
      return (await redis.get(prefix + key)) ?? undefined;
    },
    async incr(key, ttlMs) {
      const value = await redis.eval(INCR_WITH_TTL, 1, prefix + key, Math.max(1, Math.ceil(ttlMs)));
      return Number(value);
    },
    // the connection belongs to whoever opened it
    async close() {},
  };
}
