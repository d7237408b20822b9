import { API } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, sealed, tokenFor, valueOf } from '../../testing/api-client';
import { otherCode, smsInbox } from '../../testing/sms-inbox';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';
import { OLD_PASSWORD_TRIES } from './service-password';

const database = useTestDatabase();
const inbox = smsInbox();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ ...database.connection(), smsProvider: inbox });
});
afterAll(() => app.close());

let calls = 0;
// each call from its own address, so the per-IP limit of password calls stays out of the way
const nextIp = () => `10.7.9.${(calls += 1)}`;
const change = (token: string, data: object) => sealed(app, 'POST', API.passwordChange, data, { token, ip: nextIp() });
const alive = async (token: string) =>
  (await call(app, 'GET', API.memberInfo, undefined, { token })).statusCode === 200;

describe('POST /wps/member/password', () => {
  it('applies the three rules of SPEC 5 with their messages', async () => {
    const token = await tokenFor(app, 'agent', 'Agent1234');
    const empty = await change(token, { oldPassword: 'Agent1234', newPassword: 'Sunny2468', confirmNewPassword: '' });
    expect(empty.json()).toMatchObject({ errorCode: 'password.confirm.empty', message: 'Enter password' });
    const differs = await change(token, {
      oldPassword: 'Agent1234',
      newPassword: 'Sunny2468',
      confirmNewPassword: 'Sunny2469',
    });
    expect(differs.json()).toMatchObject({
      errorCode: 'password.mismatch',
      message: 'Confirmation password not matched',
    });
    const same = await change(token, {
      oldPassword: 'Agent1234',
      newPassword: 'Agent1234',
      confirmNewPassword: 'Agent1234',
    });
    expect(same.json()).toMatchObject({
      errorCode: 'password.same',
      message: 'The new password and the old password cannot be the same',
    });
    const weak = await change(token, { oldPassword: 'Agent1234', newPassword: 'short1', confirmNewPassword: 'short1' });
    expect(weak.json()).toMatchObject({ errorCode: 'field.invalid', fields: { newPassword: 'rule_password' } });
    const common = await change(token, {
      oldPassword: 'Agent1234',
      newPassword: 'Qwerty123',
      confirmNewPassword: 'Qwerty123',
    });
    expect(common.json()).toMatchObject({ errorCode: 'password.common' });
  });

  it('ends every other session of the account and keeps the caller logged in', async () => {
    const phone = await tokenFor(app, 'demo', 'Demo1234');
    const laptop = await tokenFor(app, 'demo', 'Demo1234');
    const changed = await change(laptop, {
      oldPassword: 'Demo1234',
      newPassword: 'Sunny2468',
      confirmNewPassword: 'Sunny2468',
    });
    expect(changed.json()).toEqual({ success: true, value: null });
    expect(await alive(laptop)).toBe(true);
    expect(await alive(phone)).toBe(false);
    expect((await call(app, 'GET', API.memberInfo, undefined, { token: phone })).json()).toMatchObject({
      message: 'The account has been logged out, please log in again',
    });
    expect((await login(app, 'demo', 'Demo1234', { ip: '10.7.0.1' })).statusCode).toBe(400);
    expect((await login(app, 'demo', 'Sunny2468', { ip: '10.7.0.1' })).statusCode).toBe(200);
  });

  it(`refuses a wrong old password, and waits after ${OLD_PASSWORD_TRIES} of them`, async () => {
    const token = await tokenFor(app, 'agent', 'Agent1234');
    const data = { oldPassword: 'Guess0000', newPassword: 'Sunny2468', confirmNewPassword: 'Sunny2468' };
    for (let n = 0; n < OLD_PASSWORD_TRIES; n += 1) {
      expect((await change(token, data)).json()).toMatchObject({ errorCode: 'password.old.invalid' });
    }
    const waiting = await change(token, { ...data, oldPassword: 'Agent1234' });
    expect(waiting.statusCode).toBe(429);
  });

  it('does not ask for the old password while a temporary one is held', async () => {
    await app.db.query("UPDATE accounts SET temporary_password = true WHERE username = 'demo'");
    const token = await tokenFor(app, 'demo', 'Sunny2468');
    expect(
      valueOf<{ temporaryPassword: boolean }>(await call(app, 'GET', API.memberInfo, undefined, { token }))
        .temporaryPassword,
    ).toBe(true);
    expect((await change(token, { newPassword: 'Bright3579', confirmNewPassword: 'Bright3579' })).statusCode).toBe(200);
    expect(
      valueOf<{ temporaryPassword: boolean }>(await call(app, 'GET', API.memberInfo, undefined, { token }))
        .temporaryPassword,
    ).toBe(false);
  });
});

describe('POST /wps/member/password/phone', () => {
  const reset = (verificationCode: string, mobileNum = '09171234567') =>
    sealed(
      app,
      'POST',
      API.passwordByPhone,
      {
        countryDialingCode: '63',
        mobileNum,
        verificationCode,
        newPassword: 'Ocean8642',
        confirmNewPassword: 'Ocean8642',
      },
      { ip: nextIp() },
    );

  it('sets a new password with the SMS code and ends every session of the account', async () => {
    const session = await tokenFor(app, 'demo', 'Bright3579');
    await call(app, 'POST', API.smsNoLogin, { countryDialingCode: '63', mobileNum: '09171234567' }, { ip: '10.7.1.1' });
    const code = inbox.lastCodeTo('+639171234567');
    expect((await reset(otherCode(code))).json()).toMatchObject({ errorCode: 'sms.code.invalid' });
    expect(valueOf(await reset(code))).toEqual({ userName: 'demo' });
    expect(await alive(session)).toBe(false);
    expect((await login(app, 'demo', 'Ocean8642', { ip: '10.7.1.2' })).statusCode).toBe(200);
    expect((await reset(code)).json()).toMatchObject({ errorCode: 'sms.code.invalid' });
  });

  it('answers a number without an account like a wrong code', async () => {
    await call(app, 'POST', API.smsNoLogin, { countryDialingCode: '63', mobileNum: '09998887777' }, { ip: '10.7.2.1' });
    expect((await reset('123456', '09998887777')).json()).toMatchObject({ errorCode: 'sms.code.invalid' });
  });
});
