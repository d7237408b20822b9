import { API, ENCRYPTION_MAX_SKEW_MS } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, captchaId, seal, sendSealed, tokenFor, valueOf, type Sealed } from '../../testing/api-client';
import { smsInbox } from '../../testing/sms-inbox';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';

const database = useTestDatabase();
const inbox = smsInbox();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({
    ...database.connection(),
    smsProvider: inbox,
    testCodes: { captcha: '0000', sms: undefined },
  });
});
afterAll(() => app.close());

let calls = 0;
// each call from its own address, so the per-IP limits of these calls stay out of the way
const nextIp = () => `10.8.0.${(calls += 1)}`;

/** Sends the body, then the very same body again; the first must be accepted for the second to mean anything. */
async function sendTwice(method: 'POST' | 'PUT', url: string, body: Sealed, token?: string) {
  const first = await sendSealed(app, method, url, body, { ip: nextIp(), token });
  expect(first.statusCode, first.body).toBe(200);
  return sendSealed(app, method, url, body, { ip: nextIp(), token });
}

const expectReplayRefused = (response: { statusCode: number; json: () => unknown }) => {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ success: false, errorCode: 'request.replayed' });
};

describe('sealed account calls (decision 0013: stale or replayed bodies refused)', () => {
  it('PUT /wps/member/register refuses a replay, and it creates nothing', async () => {
    const ip = '10.8.1.1';
    const body = await seal(app, {
      username: 'replayone',
      password: 'Sunny2468',
      confirmPassword: 'Sunny2468',
      captcha: '0000',
      captchaId: await captchaId(app, ip),
    });
    const first = await sendSealed(app, 'PUT', API.register, body, { ip });
    expect(valueOf<{ userName: string }>(first).userName).toBe('replayone');
    expectReplayRefused(await sendSealed(app, 'PUT', API.register, body, { ip }));
    const { rows } = await app.db.query<{ count: string }>(
      "SELECT count(*)::text AS count FROM accounts WHERE username = 'replayone'",
    );
    expect(rows[0]?.count).toBe('1');
  });

  it('PUT /wps/member/register/mobile refuses a replay', async () => {
    const ip = '10.8.2.1';
    await call(app, 'POST', API.smsRegister, { countryDialingCode: '63', mobileNum: '9201234567' }, { ip });
    const body = await seal(app, {
      countryDialingCode: '63',
      mobileNum: '9201234567',
      verificationCode: inbox.lastCodeTo('+639201234567'),
      password: 'Sunny2468',
      confirmPassword: 'Sunny2468',
      captcha: '0000',
      captchaId: await captchaId(app, ip),
    });
    expect((await sendSealed(app, 'PUT', API.registerMobile, body, { ip })).statusCode).toBe(200);
    expectReplayRefused(await sendSealed(app, 'PUT', API.registerMobile, body, { ip }));
  });

  it('POST /wps/member/password refuses a replay', async () => {
    const token = await tokenFor(app, 'agent', 'Agent1234', { ip: nextIp() });
    const body = await seal(app, {
      oldPassword: 'Agent1234',
      newPassword: 'Sunny2468',
      confirmNewPassword: 'Sunny2468',
    });
    expectReplayRefused(await sendTwice('POST', API.passwordChange, body, token));
  });

  it('POST /wps/member/password/phone refuses a replay', async () => {
    // the demo player's number (README): a reset code goes out to it
    await call(app, 'POST', API.smsNoLogin, { countryDialingCode: '63', mobileNum: '9171234567' }, { ip: nextIp() });
    const body = await seal(app, {
      countryDialingCode: '63',
      mobileNum: '9171234567',
      verificationCode: inbox.lastCodeTo('+639171234567'),
      newPassword: 'Sunny2468',
      confirmNewPassword: 'Sunny2468',
    });
    expectReplayRefused(await sendTwice('POST', API.passwordByPhone, body));
  });

  it('refuses a body sealed longer ago than the allowed skew, or in the future', async () => {
    const data = { type: 'username', username: 'demo', password: 'Sunny2468' };
    for (const offset of [-(ENCRYPTION_MAX_SKEW_MS + 5_000), ENCRYPTION_MAX_SKEW_MS + 5_000]) {
      const stale = await seal(app, data, Date.now() + offset);
      expectReplayRefused(await sendSealed(app, 'POST', API.login, stale, { ip: nextIp() }));
    }
  });
});
