import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/test-app';
import { useTestDatabase } from '../testing/test-database';

const database = useTestDatabase();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ ...database.connection(), limits: { apiMax: 3, notFoundMax: 100, windowMs: 60_000 } });
});
afterAll(() => app.close());

const call = (remoteAddress: string) => app.inject({ url: '/wps/system/status', remoteAddress });

describe('API rate limit', () => {
  it('tells each client its limit and what is left, then answers 429 with the envelope and retry-after', async () => {
    for (const remaining of [2, 1, 0]) {
      const response = await call('10.2.0.1');
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-ratelimit-limit']).toBe('3');
      expect(response.headers['x-ratelimit-remaining']).toBe(String(remaining));
      expect(Number(response.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
    }
    const limited = await call('10.2.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      success: false,
      errorCode: 'rate.limited',
      message: 'Too many requests, please try again later',
    });
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // the security headers still come with a refusal
    expect(limited.headers['content-security-policy']).toBeDefined();
    expect((await call('10.2.0.2')).statusCode).toBe(200);
  });

  it('counts the cached game list like any other call', async () => {
    const url = '/wps/game/list?gameType=RNG&pageNo=1&pageSize=9';
    const list = (remoteAddress: string) => app.inject({ url, remoteAddress });
    for (let n = 0; n < 3; n += 1) expect((await list('10.2.0.3')).statusCode).toBe(200);
    expect((await list('10.2.0.3')).statusCode).toBe(429);
  });
});
