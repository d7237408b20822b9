import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/test-app';
import { useTestDatabase } from '../testing/test-database';

const database = useTestDatabase();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ ...database.connection(), limits: { notFoundMax: 3, apiMax: 1000, windowMs: 60_000 } });
});
afterAll(() => app.close());

describe('unknown paths', () => {
  it('answer the envelope under /wps and /lgw, plain text elsewhere', async () => {
    for (const url of ['/wps/no/such/call', '/lgw/games/none']) {
      const response = await app.inject({ url, remoteAddress: '10.0.0.1' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, errorCode: 'not.found', message: 'Not found' });
    }
    const other = await app.inject({ url: '/robots-and-such.php', remoteAddress: '10.0.0.2' });
    expect(other.statusCode).toBe(404);
    expect(other.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('are rate limited per client, with a 429 envelope', async () => {
    const guess = (n: number, remoteAddress = '10.0.0.9') => app.inject({ url: `/wps/guess/${n}`, remoteAddress });
    for (let n = 0; n < 3; n += 1) expect((await guess(n)).statusCode).toBe(404);
    const limited = await guess(4);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      success: false,
      errorCode: 'rate.limited',
      message: 'Too many requests, please try again later',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // another client is not affected
    expect((await guess(5, '10.0.0.10')).statusCode).toBe(404);
  });

  it('do not count against known calls', async () => {
    const response = await app.inject({ url: '/wps/system/status', remoteAddress: '10.0.0.9' });
    expect(response.statusCode).toBe(200);
  });
});

describe.skipIf(!process.env.REDIS_URL)('with REDIS_URL', () => {
  it('counts across every instance sharing the Redis', async () => {
    const shared = { ...database.connection(), redisPrefix: `palaro-test:${randomBytes(6).toString('hex')}:` };
    const limits = { notFoundMax: 3, apiMax: 1000, windowMs: 60_000 };
    const [one, two] = await Promise.all([buildTestApp({ ...shared, limits }), buildTestApp({ ...shared, limits })]);
    const guess = (target: FastifyInstance, n: number) =>
      target.inject({ url: `/wps/guess/${n}`, remoteAddress: '10.1.0.1' });
    expect((await guess(one, 1)).statusCode).toBe(404);
    expect((await guess(two, 2)).statusCode).toBe(404);
    expect((await guess(one, 3)).statusCode).toBe(404);
    expect((await guess(two, 4)).statusCode).toBe(429);
    await Promise.all([one.close(), two.close()]);
  });
});
