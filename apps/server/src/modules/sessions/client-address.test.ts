import { API } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seal, sendSealed } from '../../testing/api-client';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';
import { LOGINS_PER_MINUTE } from './routes-player';

const database = useTestDatabase();
let direct: FastifyInstance;
let proxied: FastifyInstance;

beforeAll(async () => {
  direct = await buildTestApp({ ...database.connection() });
  proxied = await buildTestApp({ ...database.connection(), merchant: { trustProxy: true } });
});
afterAll(async () => {
  await direct.close();
  await proxied.close();
});

/** LOGINS_PER_MINUTE + 1 log-ins from one socket address, each naming another client in X-Forwarded-For. */
async function lastOfMany(app: FastifyInstance, prefix: string): Promise<{ status: number; errorCode: string }> {
  let last = { status: 0, errorCode: '' };
  for (let n = 0; n <= LOGINS_PER_MINUTE; n += 1) {
    const body = await seal(app, { type: 'username', username: `${prefix}${n}`, password: 'Wrong1234' });
    const response = await sendSealed(app, 'POST', API.login, body, {
      ip: '10.9.0.1',
      headers: { 'x-forwarded-for': `10.9.${n}.${n}` },
    });
    last = { status: response.statusCode, errorCode: response.json<{ errorCode: string }>().errorCode };
  }
  return last;
}

describe('the client address behind per-IP limits', () => {
  it('is the socket address unless the merchant trusts a proxy: a forged X-Forwarded-For escapes nothing', async () => {
    expect(await lastOfMany(direct, 'forged')).toEqual({ status: 429, errorCode: 'rate.limited' });
  }, 60_000);

  it('is the forwarded address behind a trusted proxy (trustProxy), so players behind it are told apart', async () => {
    expect(await lastOfMany(proxied, 'proxied')).toEqual({ status: 400, errorCode: 'login.failed' });
  }, 60_000);
});
