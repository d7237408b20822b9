import { API, SMS_LIMITS, smsSentSchema } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, sealed, valueOf } from '../../testing/api-client';
import { manualClock } from '../../testing/manual-clock';
import { otherCode, smsInbox } from '../../testing/sms-inbox';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';

const database = useTestDatabase();
const clock = manualClock();
const inbox = smsInbox();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ ...database.connection(), clock: clock.now, smsProvider: inbox });
});
afterAll(() => app.close());

const MINUTE = 60_000;
const request = (mobileNum: string, ip = '10.3.0.1', url: string = API.smsNoLogin) =>
  call(app, 'POST', url, { countryDialingCode: '63', mobileNum }, { ip });
/** Log in with the demo player's number (+63 917 123 4567) and a code. */
const smsLogin = (verificationCode: string) =>
  sealed(
    app,
    'POST',
    API.login,
    { type: 'mobile', countryDialingCode: '63', mobileNum: '09171234567', verificationCode },
    { ip: '10.3.9.1', now: clock.now() },
  );
const DEMO = '+639171234567';

describe('SMS codes', () => {
  it('are six random digits, expire after 5 minutes and are answered with expirationTime', async () => {
    const sent = smsSentSchema.parse(valueOf(await request('09171234567')));
    expect(sent).toEqual({ expirationTime: clock.now() + SMS_LIMITS.ttlMs, nextSendAt: clock.now() + MINUTE });
    expect(inbox.lastCodeTo(DEMO)).toMatch(/^\d{6}$/);
    expect(inbox.messages.at(-1)?.text).toContain(inbox.lastCodeTo(DEMO));
    const { rows } = await app.db.query<{ code_hash: string }>('SELECT code_hash FROM sms_codes');
    expect(rows.every((row) => !row.code_hash.includes(inbox.lastCodeTo(DEMO)))).toBe(true);
    clock.advance(SMS_LIMITS.ttlMs + 1000);
    expect((await smsLogin(inbox.lastCodeTo(DEMO))).json()).toMatchObject({ errorCode: 'sms.code.invalid' });
  });

  it('log the member in once: a code is single use', async () => {
    clock.advance(MINUTE);
    await request('9171234567');
    const code = inbox.lastCodeTo(DEMO);
    expect(valueOf<{ userName: string }>(await smsLogin(code)).userName).toBe('demo');
    expect((await smsLogin(code)).json()).toMatchObject({
      errorCode: 'sms.code.invalid',
      message: 'Verification code error',
    });
  });

  it('die after 5 wrong tries, even for the right code', async () => {
    clock.advance(MINUTE);
    await request('09171234567');
    const code = inbox.lastCodeTo(DEMO);
    for (let n = 0; n < SMS_LIMITS.maxWrongTries; n += 1)
      expect((await smsLogin(otherCode(code))).statusCode).toBe(400);
    expect((await smsLogin(code)).json()).toMatchObject({ errorCode: 'sms.code.invalid' });
  });

  it('go out at most once a minute per number', async () => {
    clock.advance(MINUTE);
    expect((await request('09171234567')).statusCode).toBe(200);
    clock.advance(MINUTE - 1000);
    const soon = await request('09171234567', '10.3.0.2');
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toMatchObject({ errorCode: 'sms.too.soon', value: { retryAfterMs: 1000 } });
    clock.advance(1000);
    expect((await request('09171234567')).statusCode).toBe(200);
  });

  it('go out at most 5 times an hour per number', async () => {
    clock.advance(2 * 60 * MINUTE);
    for (let n = 0; n < SMS_LIMITS.perNumberPerHour; n += 1) {
      expect((await request('09201234567', `10.3.1.${n}`)).statusCode).toBe(200);
      clock.advance(MINUTE);
    }
    const limited = await request('09201234567', '10.3.1.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ errorCode: 'sms.limit', value: { retryAfterMs: 55 * MINUTE } });
    clock.advance(55 * MINUTE);
    expect((await request('09201234567', '10.3.1.9')).statusCode).toBe(200);
  });

  it('go out at most 20 times an hour per IP', async () => {
    clock.advance(2 * 60 * MINUTE);
    for (let n = 0; n < SMS_LIMITS.perIpPerHour; n += 1) {
      expect((await request(`092100000${String(n).padStart(2, '0')}`, '10.3.2.1')).statusCode).toBe(200);
    }
    expect((await request('09219999999', '10.3.2.1')).json()).toMatchObject({ errorCode: 'sms.limit' });
    expect((await request('09219999999', '10.3.2.2')).statusCode).toBe(200);
  }, 60_000);

  it('for a number without an account: same answer, nothing sent', async () => {
    clock.advance(2 * 60 * MINUTE);
    const before = inbox.messages.length;
    const sent = smsSentSchema.parse(valueOf(await request('09991234567', '10.3.3.1')));
    expect(sent.expirationTime).toBe(clock.now() + SMS_LIMITS.ttlMs);
    expect(inbox.messages.length).toBe(before);
  });

  it('refuse a malformed number with the rule message key', async () => {
    const response = await request('12-ab', '10.3.4.1');
    expect(response.json()).toMatchObject({ errorCode: 'field.invalid', fields: { mobileNum: 'rule_mobile_num' } });
    const unknownCountry = await call(
      app,
      'POST',
      API.smsNoLogin,
      { countryDialingCode: '999', mobileNum: '09171234567' },
      { ip: '10.3.4.1' },
    );
    expect(unknownCountry.json()).toMatchObject({ errorCode: 'field.invalid' });
  });

  it('log-in by SMS is refused when MOBILEVERCODELOGIN3 is off', async () => {
    const off = await buildTestApp({ ...database.connection(), merchant: { flags: { MOBILEVERCODELOGIN3: false } } });
    const response = await sealed(off, 'POST', API.login, {
      type: 'mobile',
      countryDialingCode: '63',
      mobileNum: '09171234567',
      verificationCode: '123456',
    });
    expect(response.statusCode).toBe(403);
    await off.close();
  });
});

describe('TEST_SMS_CODE', () => {
  it('answers for every code sent, still once', async () => {
    const testing = await buildTestApp({
      ...database.connection(),
      clock: clock.now,
      smsProvider: inbox,
      testCodes: { captcha: undefined, sms: '999999' },
    });
    clock.advance(2 * 60 * MINUTE);
    await call(
      testing,
      'POST',
      API.smsNoLogin,
      { countryDialingCode: '63', mobileNum: '09171234567' },
      { ip: '10.3.5.1' },
    );
    const byTestCode = () =>
      sealed(
        testing,
        'POST',
        API.login,
        { type: 'mobile', countryDialingCode: '63', mobileNum: '09171234567', verificationCode: '999999' },
        { now: clock.now() },
      );
    expect((await byTestCode()).statusCode).toBe(200);
    expect((await byTestCode()).json()).toMatchObject({ errorCode: 'sms.code.invalid' });
    await testing.close();
  });
});

describe('GET /wps/system/country', () => {
  it('lists dialing codes with the Philippines first', async () => {
    const countries = valueOf<{ countryCode: string; dialingCode: string }[]>(await call(app, 'GET', API.countries));
    expect(countries[0]).toEqual({ countryCode: 'PH', dialingCode: '63', name: 'Philippines' });
    expect(new Set(countries.map((country) => country.countryCode)).size).toBe(countries.length);
  });
});
