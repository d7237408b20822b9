import { API, LOGIN_LIMITS, loginValueSchema } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaId, login, seal, sealed, sendSealed, valueOf } from '../../testing/api-client';
import { manualClock } from '../../testing/manual-clock';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';

const database = useTestDatabase();
const clock = manualClock();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({
    ...database.connection(),
    clock: clock.now,
    testCodes: { captcha: '0000', sms: undefined },
  });
});
afterAll(() => app.close());

const attempt = (username: string, password: string, ip: string, extra: object = {}) =>
  sealed(app, 'POST', API.login, { type: 'username', username, password, ...extra }, { ip, now: clock.now() });

describe('POST /wps/session/login', () => {
  it('logs the seeded demo player in, whatever the case of the name', async () => {
    const value = loginValueSchema.parse(
      valueOf(await login(app, 'DEMO', 'Demo1234', { ip: '10.1.0.1', now: clock.now() })),
    );
    expect(value).toMatchObject({ userName: 'demo', type: 0, firstTimeLogin: false });
    expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const agent = valueOf<{ type: number }>(
      await login(app, 'agent', 'Agent1234', { ip: '10.1.0.1', now: clock.now() }),
    );
    expect(agent.type).toBe(1);
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const wrong = await attempt('demo', 'Wrong1234', '10.1.0.2');
    const unknown = await attempt('nobody-here', 'Wrong1234', '10.1.0.3');
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({
      success: false,
      errorCode: 'login.failed',
      message: 'Incorrect username or password',
    });
  });

  it('takes about as long for an unknown user as for a wrong password', async () => {
    const time = async (username: string, ip: string) => {
      const started = performance.now();
      await attempt(username, 'Wrong1234', ip);
      return performance.now() - started;
    };
    // one untimed call first, so neither group pays for the first login's start-up work
    await time('ghost-warm-up', '10.1.2.99');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 2; round += 1) {
      known.push(await time('agent', `10.1.1.${round}`));
      unknown.push(await time(`ghost${round}`, `10.1.2.${round}`));
    }
    // Other work on the machine only ever adds time, so each group's fastest call is its own cost. Both pay for one
    // argon2id verification; without the dummy hash the unknown user would be tens of times faster.
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...known) * 0.5);
  });

  it('asks for a captcha after 3 failures, then needs a right one', async () => {
    const ip = '10.1.3.1';
    const first = await attempt('captchauser', 'Wrong1234', ip);
    expect(first.json()).not.toHaveProperty('value');
    await attempt('captchauser', 'Wrong1234', ip);
    const third = await attempt('captchauser', 'Wrong1234', ip);
    expect(third.json()).toMatchObject({ errorCode: 'login.failed', value: { captcha: true } });
    const without = await attempt('captchauser', 'Wrong1234', '10.1.3.2');
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({ errorCode: 'captcha.required', value: { captcha: true } });
    const wrongCaptcha = await attempt('captchauser', 'Wrong1234', '10.1.3.2', {
      captchaId: await captchaId(app, '10.1.3.2'),
      captcha: '1',
    });
    expect(wrongCaptcha.json()).toMatchObject({ errorCode: 'captcha.invalid', message: 'Verification code error' });
    const withCaptcha = await attempt('captchauser', 'Wrong1234', '10.1.3.2', {
      captchaId: await captchaId(app, '10.1.3.2'),
      captcha: '0000',
    });
    expect(withCaptcha.json()).toMatchObject({ errorCode: 'login.failed', value: { captcha: true } });
  });

  const withCaptcha = async (ip: string) => ({ captchaId: await captchaId(app, ip), captcha: '0000' });
  /** `count` wrong guesses at `username`, each from `ipOf(n)` with a right captcha in case one is asked for; the last answer. */
  const guesses = async (username: string, count: number, ipOf: (n: number) => string) => {
    let last = await attempt(username, 'Wrong1234', ipOf(1), await withCaptcha(ipOf(1)));
    for (let n = 2; n <= count; n += 1)
      last = await attempt(username, 'Wrong1234', ipOf(n), await withCaptcha(ipOf(n)));
    return last;
  };

  it('locks one client out of a username for 15 minutes after 10 failures, known or not; the player still logs in from elsewhere', async () => {
    for (const [username, ip] of [
      ['demo', '10.1.4.1'],
      ['no-such-player', '10.1.4.3'],
    ] as const) {
      const last = await guesses(username, LOGIN_LIMITS.lockAfterFailures, () => ip);
      expect(last.statusCode).toBe(429);
      expect(last.json()).toMatchObject({ errorCode: 'login.locked', value: { retryAfterMs: LOGIN_LIMITS.lockMs } });
    }
    // even the right password waits out the lock from that client
    expect((await attempt('demo', 'Demo1234', '10.1.4.1', await withCaptcha('10.1.4.1'))).statusCode).toBe(429);
    // a stranger's guesses do not lock the player out: from another address the right password (and captcha) works
    expect((await attempt('demo', 'Demo1234', '10.1.4.2', await withCaptcha('10.1.4.2'))).statusCode).toBe(200);
    clock.advance(LOGIN_LIMITS.lockMs + 1000);
    // that address guessed more than 3 times within the hour: it still owes a captcha
    expect((await attempt('demo', 'Demo1234', '10.1.4.1', await withCaptcha('10.1.4.1'))).statusCode).toBe(200);
  });

  it('locks a username for everyone only after many more failures from many clients', async () => {
    const last = await guesses('agent', LOGIN_LIMITS.accountLockAfterFailures, (n) => `10.1.5.${n}`);
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ errorCode: 'login.locked', value: { retryAfterMs: LOGIN_LIMITS.lockMs } });
    expect((await attempt('agent', 'Agent1234', '10.1.5.200', await withCaptcha('10.1.5.200'))).statusCode).toBe(429);
    clock.advance(LOGIN_LIMITS.lockMs + 1000);
    expect((await attempt('agent', 'Agent1234', '10.1.5.200')).statusCode).toBe(200);
  }, 60_000);

  it('checks at most 3 passwords of a parallel burst before asking for a captcha', async () => {
    const burst = await Promise.all(
      Array.from({ length: 25 }, () => attempt('burst-captcha', 'Wrong1234', '10.1.9.1')),
    );
    const codes = burst.map((answer) => (answer.json() as { errorCode: string }).errorCode);
    expect(codes.filter((code) => code === 'login.failed')).toHaveLength(LOGIN_LIMITS.captchaAfterFailures);
    expect(codes.filter((code) => code === 'captcha.required')).toHaveLength(25 - LOGIN_LIMITS.captchaAfterFailures);
    // once the burst is over only its 3 failures count: the next attempt asks for a captcha and is not locked
    expect((await attempt('burst-captcha', 'Wrong1234', '10.1.9.1')).json()).toMatchObject({
      errorCode: 'captcha.required',
    });
  });

  it('checks at most 10 passwords of a parallel burst with captchas before the lock', async () => {
    const captchas = await Promise.all(Array.from({ length: 25 }, () => withCaptcha('10.1.9.2')));
    const burst = await Promise.all(captchas.map((captcha) => attempt('burst-lock', 'Wrong1234', '10.1.9.2', captcha)));
    const codes = burst.map((answer) => (answer.json() as { errorCode: string }).errorCode);
    // 9 fail, the 10th starts the lock (and says so), every other is refused without its password being checked
    expect(codes.filter((code) => code === 'login.failed')).toHaveLength(LOGIN_LIMITS.lockAfterFailures - 1);
    expect(codes.filter((code) => code === 'login.locked')).toHaveLength(25 - (LOGIN_LIMITS.lockAfterFailures - 1));
    clock.advance(LOGIN_LIMITS.lockMs + 1000);
  });

  it('locks an IP that keeps guessing across many names', async () => {
    const ip = '10.1.6.1';
    let last = await attempt('spray0', 'Wrong1234', ip);
    for (let n = 1; n < LOGIN_LIMITS.ipLockAfterFailures; n += 1) {
      const extra =
        n >= LOGIN_LIMITS.captchaAfterFailures ? { captchaId: await captchaId(app, ip), captcha: '0000' } : {};
      last = await attempt(`spray${n}`, 'Wrong1234', ip, extra);
    }
    expect(last.json()).toMatchObject({ errorCode: 'login.locked' });
    expect((await attempt('demo', 'Demo1234', ip)).statusCode).toBe(429);
    clock.advance(LOGIN_LIMITS.lockMs + 1000);
  }, 60_000);

  it('refuses a replayed encrypted body', async () => {
    const body = await seal(app, { type: 'username', username: 'demo', password: 'Demo1234' }, clock.now());
    expect((await sendSealed(app, 'POST', API.login, body, { ip: '10.1.7.1' })).statusCode).toBe(200);
    const replay = await sendSealed(app, 'POST', API.login, body, { ip: '10.1.7.1' });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ errorCode: 'request.replayed' });
  });

  it('refuses disabled accounts and types that may not use the mobile site, after the password', async () => {
    await app.db.query("UPDATE accounts SET status = 'disabled' WHERE username = 'agent'");
    const disabled = await login(app, 'agent', 'Agent1234', { ip: '10.1.8.1', now: clock.now() });
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json()).toMatchObject({ message: 'Sorry, the user does not exist or is disabled' });
    await app.db.query("UPDATE accounts SET status = 'active', member_type = 9 WHERE username = 'agent'");
    const operator = await login(app, 'agent', 'Agent1234', { ip: '10.1.8.1', now: clock.now() });
    expect(operator.json()).toMatchObject({
      errorCode: 'login.not.member',
      message: 'Non-member account unable to login',
    });
    await app.db.query("UPDATE accounts SET member_type = 1 WHERE username = 'agent'");
  });
});
