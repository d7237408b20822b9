import { API, renewValueSchema, SESSION_LIMITS } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor, valueOf } from '../../testing/api-client';
import { manualClock } from '../../testing/manual-clock';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';

const database = useTestDatabase();
const clock = manualClock();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ ...database.connection(), clock: clock.now });
});
afterAll(() => app.close());

const MINUTE = 60_000;
const demoToken = () => tokenFor(app, 'demo', 'Demo1234', { now: clock.now() });
const info = (token?: string) => call(app, 'GET', API.memberInfo, undefined, token ? { token } : {});
const loggedOut = {
  success: false,
  errorCode: 'login.not.session',
  message: 'The account has been logged out, please log in again',
};

describe('sessions', () => {
  it('are stored as SHA-256 of the token only', async () => {
    const token = await demoToken();
    const { rows } = await app.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });

  it('answer 401 "not logged in" without a token or with an unknown one', async () => {
    for (const response of [await info(), await info('x'.repeat(43)), await info('Bearer abc')]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        errorCode: 'login.not.session',
        message: 'You are not logged in, please login first',
        value: { reason: 'missing' },
      });
    }
  });

  it('end after 30 idle minutes, and each use or renewal moves that forward', async () => {
    const token = await demoToken();
    clock.advance(SESSION_LIMITS.idleMs - MINUTE);
    expect((await info(token)).statusCode).toBe(200);
    clock.advance(SESSION_LIMITS.idleMs - MINUTE);
    const renewed = renewValueSchema.parse(valueOf(await call(app, 'POST', API.renew, undefined, { token })));
    expect(renewed.idleExpiresAt).toBe(clock.now() + SESSION_LIMITS.idleMs);
    clock.advance(SESSION_LIMITS.idleMs - MINUTE);
    expect((await info(token)).statusCode).toBe(200);
    clock.advance(SESSION_LIMITS.idleMs + MINUTE);
    const expired = await info(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ ...loggedOut, value: { reason: 'expired' } });
    expect((await call(app, 'POST', API.renew, undefined, { token })).statusCode).toBe(401);
  });

  it('end 7 days after log-in however busy they are', async () => {
    const token = await demoToken();
    const started = clock.now();
    while (clock.now() - started < SESSION_LIMITS.absoluteMs - SESSION_LIMITS.idleMs) {
      clock.advance(SESSION_LIMITS.idleMs - MINUTE);
      expect((await call(app, 'POST', API.renew, undefined, { token })).statusCode).toBe(200);
    }
    const renewed = renewValueSchema.parse(valueOf(await call(app, 'POST', API.renew, undefined, { token })));
    expect(renewed.absoluteExpiresAt).toBe(started + SESSION_LIMITS.absoluteMs);
    expect(renewed.idleExpiresAt).toBeLessThanOrEqual(renewed.absoluteExpiresAt);
    clock.advance(renewed.absoluteExpiresAt - clock.now());
    expect((await info(token)).json()).toEqual({ ...loggedOut, value: { reason: 'expired' } });
  }, 120_000);

  it('end at logout; the token then answers "logged out", and a second logout is harmless', async () => {
    const token = await demoToken();
    const other = await demoToken();
    const logout = await call(app, 'DELETE', API.logout, undefined, { token });
    expect(logout.json()).toEqual({ success: true, value: null });
    expect((await info(token)).json()).toEqual({ ...loggedOut, value: { reason: 'ended' } });
    expect((await call(app, 'DELETE', API.logout, undefined, { token })).statusCode).toBe(200);
    expect((await call(app, 'DELETE', API.logout)).statusCode).toBe(401);
    // only that session ended
    expect((await info(other)).statusCode).toBe(200);
  });

  it('end when the account is disabled', async () => {
    const token = await demoToken();
    await app.db.query("UPDATE accounts SET status = 'disabled' WHERE username = 'demo'");
    expect((await info(token)).json()).toEqual({ ...loggedOut, value: { reason: 'ended' } });
    await app.db.query("UPDATE accounts SET status = 'active' WHERE username = 'demo'");
  });
});
