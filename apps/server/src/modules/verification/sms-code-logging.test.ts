import { API } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, captchaId, sealed, valueOf } from '../../testing/api-client';
import { captureLogs } from '../../testing/log-capture';
import { outboxCodeTo } from '../../testing/sms-inbox';
import { makeTempDir, removeTempDirs } from '../../testing/temp-dir';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';

const database = useTestDatabase();
const logs = captureLogs();
let dataDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dataDir = makeTempDir('sms-logging');
  const options = {
    dataDir,
    logLevel: 'trace' as const,
    logStream: logs.stream,
    testCodes: { captcha: '0000', sms: undefined },
  };
  app = await buildTestApp({ ...database.connection(), ...options });
});
afterAll(async () => {
  await app.close();
  removeTempDirs();
});

/** Every log line that holds `code` as a number of its own (not inside a longer run of digits). */
function linesWith(lines: Record<string, unknown>[], code: string): string[] {
  const standalone = new RegExp(`(?<!\\d)${code}(?!\\d)`);
  return lines.map((line) => JSON.stringify(line)).filter((line) => standalone.test(line));
}

describe('SMS codes in the demo flow', () => {
  it('reach the outbox and never a log line: not the send, not the request log, not the check', async () => {
    const before = logs.lines().length;
    const ip = '10.5.0.1';
    expect(
      (await call(app, 'POST', API.smsRegister, { countryDialingCode: '63', mobileNum: '09401234567' }, { ip }))
        .statusCode,
    ).toBe(200);
    const registerCode = outboxCodeTo(dataDir, '+639401234567');
    const registration = {
      countryDialingCode: '63',
      mobileNum: '09401234567',
      password: 'Sunny2468',
      confirmPassword: 'Sunny2468',
    };
    const wrong = String((Number(registerCode) + 1) % 1_000_000).padStart(6, '0');
    const refused = await sealed(
      app,
      'PUT',
      API.registerMobile,
      { ...registration, verificationCode: wrong, captchaId: await captchaId(app, ip), captcha: '0000' },
      { ip },
    );
    expect(refused.json()).toMatchObject({ errorCode: 'sms.code.invalid' });
    const registered = await sealed(
      app,
      'PUT',
      API.registerMobile,
      { ...registration, verificationCode: registerCode, captchaId: await captchaId(app, ip), captcha: '0000' },
      { ip },
    );
    expect(valueOf<{ userName: string }>(registered).userName).toMatch(/^m[0-9a-f]{11}$/);

    expect(
      (
        await call(
          app,
          'POST',
          API.smsNoLogin,
          { countryDialingCode: '63', mobileNum: '09171234567' },
          { ip: '10.5.0.2' },
        )
      ).statusCode,
    ).toBe(200);
    const loginCode = outboxCodeTo(dataDir, '+639171234567');
    const login = { type: 'mobile', countryDialingCode: '63', mobileNum: '09171234567', verificationCode: loginCode };
    expect(
      valueOf<{ userName: string }>(await sealed(app, 'POST', API.login, login, { ip: '10.5.0.2' })).userName,
    ).toBe('demo');

    const lines = logs.lines().slice(before);
    expect(lines.filter((line) => line.msg === 'sms code kept in the outbox (demo provider, not sent)')).toHaveLength(
      2,
    );
    expect(lines.filter((line) => line.msg === 'incoming request').length).toBeGreaterThanOrEqual(5);
    expect(linesWith(lines, registerCode)).toEqual([]);
    expect(linesWith(lines, loginCode)).toEqual([]);
  });

  it('stay out of the error log when a provider puts the message in its error', async () => {
    const failingLogs = captureLogs();
    const sent: string[] = [];
    const smsProvider = {
      async send(message: { code: string; text: string }) {
        sent.push(message.code);
        throw new Error(`gateway refused "${message.text}"`, { cause: { code: message.code } });
      },
    };
    const failing = await buildTestApp({
      ...database.connection(),
      logLevel: 'trace',
      logStream: failingLogs.stream,
      smsProvider,
    });
    const response = await call(
      failing,
      'POST',
      API.smsRegister,
      { countryDialingCode: '63', mobileNum: '09401234568' },
      { ip: '10.5.0.3' },
    );
    expect(response.json()).toMatchObject({ errorCode: 'sms.send.failed' });
    await failing.close();
    const [code] = sent;
    expect(code).toMatch(/^\d{6}$/);
    const error = failingLogs.lines().find((line) => line.msg === 'sms provider failed');
    expect(error).toMatchObject({
      err: { message: 'gateway refused "Your Palaro verification code is ******. It expires in 5 minutes."' },
    });
    expect(linesWith(failingLogs.lines(), String(code))).toEqual([]);
  });
});
