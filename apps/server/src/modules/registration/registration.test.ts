import { API, loginValueSchema, registerSettingsSchema, RULE_FIELDS } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, captchaId, sealed, tokenFor, valueOf } from '../../testing/api-client';
import { otherCode, smsInbox } from '../../testing/sms-inbox';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';

const database = useTestDatabase();
const inbox = smsInbox();
let app: FastifyInstance;
let ipCount = 0;

beforeAll(async () => {
  app = await buildTestApp({
    ...database.connection(),
    smsProvider: inbox,
    testCodes: { captcha: '0000', sms: undefined },
  });
});
afterAll(() => app.close());

/** Each registration from its own address, so the per-IP limits stay out of the way. */
async function register(data: Record<string, unknown>, url: string = API.register) {
  const ip = `10.2.0.${(ipCount += 1)}`;
  return sealed(app, 'PUT', url, { captchaId: await captchaId(app, ip), captcha: '0000', ...data }, { ip });
}

const player = (username: string) => ({
  username,
  password: 'Sunny2468',
  confirmPassword: 'Sunny2468',
  registerMethod: 'H5',
});

describe('GET /wps/system/setting/register', () => {
  it('gives a rule per field of SPEC 5 with i18n message keys, and the captcha switches', async () => {
    const settings = registerSettingsSchema.parse(valueOf(await call(app, 'GET', API.registerSettings)));
    expect(Object.keys(settings.rules).sort()).toEqual([...RULE_FIELDS].sort());
    expect(settings.rules.username).toMatchObject({
      enabled: true,
      required: true,
      message: 'rule_username',
      minLength: 4,
      maxLength: 16,
    });
    expect(settings.rules.password).toMatchObject({ minLength: 8, message: 'rule_password' });
    expect(settings.rules.loginMobileNum.message).toBe('rule_login_mobile_num');
    expect(settings.rules.paymentPassword.enabled).toBe(false);
    expect(settings).toMatchObject({ captcha: true, smsCaptcha: false });
  });

  it('follows MERCHANT_CONFIG registration.rules', async () => {
    const custom = await buildTestApp({
      ...database.connection(),
      merchant: { registration: { captcha: false, rules: { password: { minLength: 10 }, qqNum: { enabled: true } } } },
    });
    const settings = registerSettingsSchema.parse(valueOf(await call(custom, 'GET', API.registerSettings)));
    expect(settings.rules.password.minLength).toBe(10);
    expect(settings.rules.qqNum.enabled).toBe(true);
    expect(settings.captcha).toBe(false);
    await custom.close();
  });
});

describe('PUT /wps/member/register', () => {
  it('creates a type 0 member and logs them in', async () => {
    const value = loginValueSchema.parse(
      valueOf(await register({ ...player('NewPlayer1'), nickname: 'Newbie', email: 'new@example.ph' })),
    );
    expect(value).toMatchObject({ userName: 'newplayer1', type: 0, firstTimeLogin: true });
    const info = valueOf<{ nickname: string; email: string }>(
      await call(app, 'GET', API.memberInfo, undefined, { token: value.token }),
    );
    expect(info).toMatchObject({ nickname: 'Newbie', email: 'new@example.ph' });
    // the first log-in is over now
    expect(
      valueOf<{ firstTimeLogin: boolean }>(
        await sealed(
          app,
          'POST',
          API.login,
          { type: 'username', username: 'newplayer1', password: 'Sunny2468' },
          { ip: '10.2.9.1' },
        ),
      ).firstTimeLogin,
    ).toBe(false);
  });

  it('refuses a username taken in any case', async () => {
    const response = await register(player('DEMO'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 'member.name.taken',
      message: 'Sorry, the username already exists',
    });
  });

  it('names every field that breaks its rule with the rule message key', async () => {
    const response = await register({
      username: 'ab',
      password: 'short',
      confirmPassword: 'short',
      email: 'not-an-email',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 'field.invalid',
      fields: { username: 'rule_username', password: 'rule_password', email: 'rule_email' },
    });
  });

  it('checks the confirmation and refuses common passwords', async () => {
    const empty = await register({ ...player('confirmless'), confirmPassword: '' });
    expect(empty.json()).toMatchObject({
      errorCode: 'password.confirm.empty',
      fields: { confirmPassword: 'in_incorrect_password' },
    });
    const differs = await register({ ...player('confirmdiff'), confirmPassword: 'Sunny2469' });
    expect(differs.json()).toMatchObject({
      errorCode: 'password.mismatch',
      fields: { confirmPassword: 'in_confirmation_correct' },
    });
    const common = await register({ ...player('commonpw'), password: 'Password123', confirmPassword: 'Password123' });
    expect(common.json()).toMatchObject({ errorCode: 'password.common' });
  });

  it('needs the captcha when the rule set asks for one', async () => {
    const noCaptcha = await sealed(app, 'PUT', API.register, player('nocaptcha'), { ip: '10.2.8.1' });
    expect(noCaptcha.json()).toMatchObject({ errorCode: 'captcha.invalid' });
    // no challenge has the answer 1 (four digits, a product from 4, a sum from 11); 9 is 3x3's, drawn now and then
    const wrong = await register({ ...player('wrongcaptcha'), captcha: '1' });
    expect(wrong.json()).toMatchObject({ errorCode: 'captcha.invalid' });
  });

  it('gives a member registered with AGENT01 the agent as parent, and refuses unknown codes', async () => {
    const value = valueOf<{ id: number }>(await register({ ...player('downline1'), affiliateCode: 'agent01' }));
    const { rows } = await app.db.query<{ parent: string }>(
      'SELECT p.username AS parent FROM accounts a JOIN accounts p ON p.id = a.parent_id WHERE a.id = $1',
      [value.id],
    );
    expect(rows[0]?.parent).toBe('agent');
    const refused = await register({ ...player('downline2'), affiliateCode: 'NOPE99' });
    expect(refused.json()).toMatchObject({
      errorCode: 'affiliate.invalid',
      fields: { affiliateCode: 'invitation_code_error' },
    });
  });

  it('is refused when USERNAMEREG3 is off', async () => {
    const off = await buildTestApp({
      ...database.connection(),
      merchant: { flags: { USERNAMEREG3: false }, registration: { captcha: false } },
    });
    const response = await sealed(off, 'PUT', API.register, player('flagoff'), { ip: '10.2.7.1' });
    expect(response.statusCode).toBe(403);
    await off.close();
  });
});

describe('PUT /wps/member/register/mobile', () => {
  const sendCode = (mobileNum: string, ip: string) =>
    call(app, 'POST', API.smsRegister, { countryDialingCode: '63', mobileNum }, { ip });

  it('registers a verified number, normalised, and logs the member in', async () => {
    expect((await sendCode('09181234567', '10.2.5.1')).statusCode).toBe(200);
    const code = inbox.lastCodeTo('+639181234567');
    const value = valueOf<{ token: string; userName: string }>(
      await register(
        {
          countryDialingCode: '+63',
          mobileNum: '9181234567',
          verificationCode: code,
          password: 'Sunny2468',
          confirmPassword: 'Sunny2468',
        },
        API.registerMobile,
      ),
    );
    expect(value.userName).toMatch(/^m[0-9a-f]{11}$/);
    const info = valueOf<{ mobile: string }>(await call(app, 'GET', API.memberInfo, undefined, { token: value.token }));
    expect(info.mobile).toBe('+63 918****567');
    const again = await sendCode('9181234567', '10.2.5.2');
    expect(again.json()).toMatchObject({ errorCode: 'member.mobile.taken' });
  });

  it('refuses a wrong SMS code and keeps the code usable for a right try', async () => {
    await sendCode('09191234567', '10.2.6.1');
    const data = {
      countryDialingCode: '63',
      mobileNum: '09191234567',
      password: 'Sunny2468',
      confirmPassword: 'Sunny2468',
    };
    const wrong = await register(
      { ...data, verificationCode: otherCode(inbox.lastCodeTo('+639191234567')) },
      API.registerMobile,
    );
    expect(wrong.json()).toMatchObject({ errorCode: 'sms.code.invalid', message: 'Verification code error' });
    const right = await register(
      { ...data, username: 'PhonePlayer', verificationCode: inbox.lastCodeTo('+639191234567') },
      API.registerMobile,
    );
    expect(valueOf<{ userName: string }>(right).userName).toBe('phoneplayer');
  });
});

describe('mobile registration without password or SMS check (MOBILENUMPASSREG3 and REGMOBVERF3 off)', () => {
  it('creates a member who sets a password by phone later', async () => {
    const plain = await buildTestApp({
      ...database.connection(),
      merchant: { flags: { MOBILENUMPASSREG3: false, REGMOBVERF3: false }, registration: { captcha: false } },
    });
    const value = valueOf<{ token: string }>(
      await sealed(
        plain,
        'PUT',
        API.registerMobile,
        { countryDialingCode: '63', mobileNum: '09221234567', password: 'Ignored2468' },
        { ip: '10.2.4.1' },
      ),
    );
    const info = valueOf<{ hasPassword: boolean; mobile: string }>(
      await call(plain, 'GET', API.memberInfo, undefined, { token: value.token }),
    );
    expect(info).toMatchObject({ hasPassword: false, mobile: '+63 922****567' });
    await plain.close();
  });
});

describe('checks', () => {
  it('GET /wps/check/username ignores case', async () => {
    const check = async (username: string) =>
      valueOf<{ available: boolean }>(await call(app, 'GET', `${API.usernameCheck}?username=${username}`));
    expect(await check('Demo')).toEqual({ available: false });
    expect(await check('freshname')).toEqual({ available: true });
  });

  it('GET /wps/member/affiliate/check accepts only active agents', async () => {
    const check = async (code: string) =>
      valueOf<{ valid: boolean }>(await call(app, 'GET', `${API.affiliateCheck}?code=${code}&domain=m.palaro.ph`));
    expect(await check('AGENT01')).toEqual({ valid: true });
    expect(await check('agent01')).toEqual({ valid: true });
    expect(await check('DEMO01')).toEqual({ valid: false });
    await app.db.query("UPDATE accounts SET status = 'disabled' WHERE username = 'agent'");
    expect(await check('AGENT01')).toEqual({ valid: false });
    await app.db.query("UPDATE accounts SET status = 'active' WHERE username = 'agent'");
  });

  it('the demo agent logs in and owns AGENT01', async () => {
    expect(await tokenFor(app, 'agent', 'Agent1234', { ip: '10.2.9.9' })).toMatch(/^[\w-]{43}$/);
  });
});
