import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempDir, removeTempDirs } from '../testing/temp-dir';
import { ConfigError } from './config-error';
import { DEMO_MERCHANT } from './demo-merchant';
import { DEFAULT_BACKOFFICE_DIST, DEFAULT_LOTTO_DIST, DEFAULT_WEB_DIST } from './env';
import { loadConfig } from './load-config';

const dir = makeTempDir('config');
afterAll(removeTempDirs);

function merchantFile(content: unknown): string {
  const path = join(dir, `merchant-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

/** A merchant file with a real SMS gateway and its credential set, as production needs. */
function productionSms(sms: Record<string, unknown> = {}): { MERCHANT_CONFIG: string; SMS_GATEWAY_TOKEN: string } {
  const gateway = { provider: 'webhook', url: 'https://sms.example.ph/send', tokenEnv: 'SMS_GATEWAY_TOKEN', ...sms };
  return { MERCHANT_CONFIG: merchantFile({ sms: gateway }), SMS_GATEWAY_TOKEN: 'gateway-secret-value' };
}

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, dir);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('configuration', () => {
  it('starts from the demo merchant and documented defaults', () => {
    const config = loadConfig({}, '/srv/palaro');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/palaro/data',
      logLevel: 'info',
      apiRateLimit: 1000,
    });
    expect(loadConfig({ PORT: '', API_RATE_LIMIT: '5000', DATA_DIR: 'state' }, '/srv/palaro')).toMatchObject({
      port: 3000,
      apiRateLimit: 5000,
      dataDir: '/srv/palaro/state',
    });
    expect(config.webDist).toBe(DEFAULT_WEB_DIST);
    expect(config.backofficeDist).toBe(DEFAULT_BACKOFFICE_DIST);
    expect(loadConfig({ BACKOFFICE_DIST: 'build/bo' }, '/srv/palaro').backofficeDist).toBe('/srv/palaro/build/bo');
    expect(config.lottoDist).toBe(DEFAULT_LOTTO_DIST);
    expect(loadConfig({ LOTTO_DIST: 'build/lotto' }, '/srv/palaro').lottoDist).toBe('/srv/palaro/build/lotto');
    expect(config.merchant).toEqual(DEMO_MERCHANT);
    expect(Object.values(config.merchant.flags).every(Boolean)).toBe(true);
    expect(Object.values(config.merchant.promotions).every((promotion) => promotion.enabled)).toBe(true);
  });

  it('merges MERCHANT_CONFIG deep over the demo merchant', () => {
    const path = merchantFile({
      maintenance: true,
      flags: { MOBILEVERCODELOGIN3: false },
      regionRestriction: { countries: ['SG'] },
    });
    const { merchant } = loadConfig({ MERCHANT_CONFIG: path, DATA_DIR: ':memory:' }, dir);
    expect(merchant.maintenance).toBe(true);
    expect(merchant.flags.MOBILEVERCODELOGIN3).toBe(false);
    expect(merchant.flags.CBS3).toBe(true);
    expect(merchant.regionRestriction.countries).toEqual(['SG']);
  });

  it('gives one clear message per wrong key', () => {
    const path = merchantFile({
      flags: { CBS3: 'yes', NEWFLAG3: true },
      currency: 'peso',
      languages: ['EN', 'XX'],
      promotions: { LOGIN: { enabled: 1 } },
      colour: 'red',
    });
    expect(problemsOf({ MERCHANT_CONFIG: path }).sort()).toEqual(
      [
        'MERCHANT_CONFIG flags.CBS3: expected boolean, got "yes"',
        'MERCHANT_CONFIG flags.NEWFLAG3: unknown key',
        'MERCHANT_CONFIG currency: expected a 3-letter ISO 4217 code such as PHP, got "peso"',
        'MERCHANT_CONFIG languages[1]: expected one of "EN", "TL", "CN", "VI", "TH", "PT", got "XX"',
        'MERCHANT_CONFIG promotions.LOGIN.enabled: expected boolean, got 1',
        'MERCHANT_CONFIG colour: unknown key',
      ].sort(),
    );
  });

  it('checks rules across keys', () => {
    const path = merchantFile({ languages: ['TL'], defaultLanguage: 'EN' });
    expect(problemsOf({ MERCHANT_CONFIG: path })).toEqual([
      'MERCHANT_CONFIG defaultLanguage: expected one of the configured languages (TL), got "EN"',
    ]);
  });

  it('reports a missing, unreadable or non-object MERCHANT_CONFIG', () => {
    expect(problemsOf({ MERCHANT_CONFIG: 'missing.json' })).toEqual([
      `MERCHANT_CONFIG: cannot read ${join(dir, 'missing.json')} (no such file)`,
    ]);
    expect(problemsOf({ MERCHANT_CONFIG: merchantFile('{ nope') })[0]).toMatch(
      /^MERCHANT_CONFIG: .* is not valid JSON/,
    );
    expect(problemsOf({ MERCHANT_CONFIG: merchantFile('[1]') })[0]).toMatch(/must hold a JSON object$/);
  });

  it('checks environment variables together with the merchant file', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      LOG_LEVEL: 'loud',
      REDIS_URL: 'localhost:6379',
      API_RATE_LIMIT: '0',
      MERCHANT_CONFIG: merchantFile({ vip: 'no' }),
    });
    expect(problems).toEqual([
      'PORT: expected a port number, got "eighty"',
      'REDIS_URL: expected a redis:// URL, got "localhost:6379"',
      'LOG_LEVEL: expected one of "fatal", "error", "warn", "info", "debug", "trace", "silent", got "loud"',
      'API_RATE_LIMIT: expected a whole number of calls per minute, at least 1, got "0"',
      'MERCHANT_CONFIG vip: expected boolean, got "no"',
    ]);
  });

  it('takes a factor for every per-call IP limit (many players behind one carrier address)', () => {
    expect(loadConfig({}, dir).callLimitFactor).toBe(1);
    expect(loadConfig({ CALL_LIMIT_FACTOR: '20' }, dir).callLimitFactor).toBe(20);
    expect(problemsOf({ CALL_LIMIT_FACTOR: '0.5' })).toEqual([
      'CALL_LIMIT_FACTOR: expected a whole number from 1 to 99999, got "0.5"',
    ]);
  });

  it('refuses test codes in production and accepts them elsewhere', () => {
    const env = { TEST_CAPTCHA_CODE: '1234', TEST_SMS_CODE: '123456' };
    expect(problemsOf({ ...env, ...productionSms(), NODE_ENV: 'production' })).toEqual([
      'TEST_CAPTCHA_CODE: not allowed when NODE_ENV=production (it would let anyone pass every check)',
      'TEST_SMS_CODE: not allowed when NODE_ENV=production (it would let anyone pass every check)',
    ]);
    expect(loadConfig({ ...env, NODE_ENV: 'test' }, dir).testCodes).toEqual({ captcha: '1234', sms: '123456' });
  });

  it('takes fast lottery draws on a test server only, at a period that divides the day', () => {
    expect(problemsOf({ LOTTERY_FAST_DRAW_SECONDS: '5', ...productionSms(), NODE_ENV: 'production' })).toEqual([
      "LOTTERY_FAST_DRAW_SECONDS: not allowed when NODE_ENV=production (it changes every interval game's draws)",
    ]);
    expect(problemsOf({ LOTTERY_FAST_DRAW_SECONDS: '7' })).toEqual([
      'LOTTERY_FAST_DRAW_SECONDS: expected 5 to 60 seconds that divide a day (5, 10, 12, 15, 20, 30, 60, ...), got 7',
    ]);
    expect(loadConfig({ LOTTERY_FAST_DRAW_SECONDS: '10' }, dir).lotteryFastDrawSeconds).toBe(10);
    expect(loadConfig({}, dir).lotteryFastDrawSeconds).toBeUndefined();
  });

  it('gives official lottery draws demo results outside production only, unless turned off', () => {
    expect(loadConfig({}, dir).lotteryDemoResults).toBe(true);
    expect(loadConfig({ LOTTERY_DEMO_RESULTS: 'off' }, dir).lotteryDemoResults).toBe(false);
    expect(problemsOf({ LOTTERY_DEMO_RESULTS: 'on', ...productionSms(), NODE_ENV: 'production' })).toEqual([
      'LOTTERY_DEMO_RESULTS: not allowed when NODE_ENV=production (production has no demo results)',
    ]);
  });

  it('checks the account keys: rule patterns, the SMS provider, identity providers', () => {
    const path = merchantFile({
      registration: { rules: { username: { pattern: '([a-z' }, password: { minLength: 30, maxLength: 20 } } },
      sms: { provider: 'webhook' },
      identityProviders: { google: { issuer: 'https://accounts.google.com', clientId: 'id' } },
      trialBalance: -1,
    });
    const problems = problemsOf({ MERCHANT_CONFIG: path });
    expect(problems.sort()).toEqual(
      [
        'MERCHANT_CONFIG registration.rules.username.pattern: expected a JavaScript regular expression (u flag), got "([a-z"',
        'MERCHANT_CONFIG registration.rules.password.minLength: expected at most maxLength (20), got 30',
        'MERCHANT_CONFIG sms.url: expected string, got nothing',
        'MERCHANT_CONFIG identityProviders.google.clientSecret: expected string, got nothing',
        'MERCHANT_CONFIG trialBalance: expected a whole number of minor units, 0 or more, got -1',
      ].sort(),
    );
  });

  it('refuses the log SMS provider in production and says how to configure a gateway', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'MERCHANT_CONFIG sms.provider: "log" is not allowed when NODE_ENV=production (codes would never reach a phone); ' +
        'configure the SMS gateway: {"sms": {"provider": "webhook", "url": "https://...", "tokenEnv": "SMS_GATEWAY_TOKEN"}} ' +
        'with SMS_GATEWAY_TOKEN set in the environment',
    ]);
    expect(loadConfig({ NODE_ENV: 'test' }, dir).merchant.sms).toEqual({ provider: 'log' });
  });

  it('starts production with an SMS gateway whose credential is in the environment', () => {
    const config = loadConfig({ ...productionSms(), NODE_ENV: 'production', DATA_DIR: ':memory:' }, dir);
    expect(config.production).toBe(true);
    expect(config.merchant.sms).toEqual({
      provider: 'webhook',
      url: 'https://sms.example.ph/send',
      tokenEnv: 'SMS_GATEWAY_TOKEN',
      authHeader: 'Authorization',
      authScheme: 'Bearer',
      timeoutMs: 8000,
    });
  });

  it('refuses an SMS gateway without its credential, never printing a credential', () => {
    const { MERCHANT_CONFIG } = productionSms();
    expect(problemsOf({ MERCHANT_CONFIG, NODE_ENV: 'production' })).toEqual([
      'SMS_GATEWAY_TOKEN: not set; MERCHANT_CONFIG sms.tokenEnv names it as the SMS gateway credential',
    ]);
    expect(problemsOf({ MERCHANT_CONFIG })).toEqual([
      'SMS_GATEWAY_TOKEN: not set; MERCHANT_CONFIG sms.tokenEnv names it as the SMS gateway credential',
    ]);
    const noToken = productionSms({ tokenEnv: undefined });
    expect(problemsOf({ ...noToken, NODE_ENV: 'production' })).toEqual([
      'MERCHANT_CONFIG sms.tokenEnv: required when NODE_ENV=production (the name of the environment variable holding the SMS gateway credential)',
    ]);
    const plainHttp = productionSms({ url: 'http://sms.example.ph/send' });
    const problems = problemsOf({ ...plainHttp, NODE_ENV: 'production' });
    expect(problems).toEqual([
      'MERCHANT_CONFIG sms.url: expected an https URL when NODE_ENV=production (the credential and the code travel in the request), got "http://sms.example.ph/send"',
    ]);
    expect(problems.join('\n')).not.toContain('gateway-secret-value');
    // a relay on the same host may speak plain http
    expect(
      loadConfig({ ...productionSms({ url: 'http://127.0.0.1:8025/send' }), NODE_ENV: 'production' }, dir).production,
    ).toBe(true);
    expect(loadConfig({ ...noToken }, dir).merchant.sms).toMatchObject({ provider: 'webhook' });
  });

  it('checks the SMS gateway keys', () => {
    const url = 'https://acct:hunter2@sms.example.ph/send';
    const path = merchantFile({
      sms: { provider: 'webhook', url, token: 'abc', authHeader: 'X Key', timeoutMs: 60_000 },
    });
    const problems = problemsOf({ MERCHANT_CONFIG: path });
    expect(problems.join('\n')).not.toContain('hunter2');
    expect(problems.sort()).toEqual(
      [
        'MERCHANT_CONFIG sms.url: expected no credentials in the URL (put the credential in the variable tokenEnv names)',
        'MERCHANT_CONFIG sms.token: unknown key',
        'MERCHANT_CONFIG sms.authHeader: expected an HTTP header name such as Authorization or X-Api-Key, got "X Key"',
        'MERCHANT_CONFIG sms.timeoutMs: expected at most 10000 ms (the phone screen waits 10 s for the SMS), got 60000',
      ].sort(),
    );
  });

  it('keeps a "__proto__" key from JSON as an unknown key', () => {
    const path = merchantFile('{"__proto__": {"maintenance": true}}');
    expect(problemsOf({ MERCHANT_CONFIG: path })).toEqual(['MERCHANT_CONFIG __proto__: unknown key']);
  });
});
