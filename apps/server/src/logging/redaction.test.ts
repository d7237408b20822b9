import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { captureLogs } from '../testing/log-capture';
import { loggerOptions } from './logger-options';
import { redactUrl } from './redact-url';
import { isSensitiveName } from './sensitive-names';

describe('sensitive names', () => {
  it('catch bearer values by whole name or ending, in any case and with - or _, and leave ordinary names alone', () => {
    for (const name of [
      'token',
      'code',
      'state',
      'socialTicket',
      'access_token',
      'id_token',
      'launchToken',
      'payToken',
      'captchaId',
      'captcha-id',
      'verificationCode',
      'newPassword',
      'clientSecret',
      'sessionId',
      'code_verifier',
    ]) {
      expect([name, isSensitiveName(name)]).toEqual([name, true]);
    }
    for (const name of [
      'gameCode',
      'merchantCode',
      'nodeId',
      'pageNo',
      'language',
      'socialError',
      'deposit',
      'handle',
      'provider',
      'errorCode',
    ]) {
      expect([name, isSensitiveName(name)]).toEqual([name, false]);
    }
  });
});

describe('request URLs', () => {
  it('keep the path and ordinary parameters and lose every sensitive value', () => {
    expect(redactUrl('/originals/play/color-game?token=abc-DEF_123&language=EN')).toBe(
      '/originals/play/color-game?token=[redacted]&language=EN',
    );
    expect(redactUrl('/wps/session/oidc/google/callback?state=s1&code=c2&error=')).toBe(
      '/wps/session/oidc/google/callback?state=[redacted]&code=[redacted]&error=',
    );
    expect(redactUrl('/m/login?socialTicket=t%2Bv&x=1#top')).toBe('/m/login?socialTicket=[redacted]&x=1#top');
    expect(redactUrl('/x?%74oken=abc&Token=def&a=token=ghi')).toBe(
      '/x?%74oken=[redacted]&Token=[redacted]&a=token=ghi',
    );
    expect(redactUrl('/wps/game/list?gameType=RNG&pageSize=9')).toBe('/wps/game/list?gameType=RNG&pageSize=9');
  });

  it('lose the path segment of a route parameter with a sensitive name', () => {
    expect(redactUrl('/sandbox-gateway/pay/Zx9_abc', { token: 'Zx9_abc' })).toBe('/sandbox-gateway/pay/[redacted]');
    expect(redactUrl('/originals/play/slot?token=a', { gameCode: 'slot' })).toBe(
      '/originals/play/slot?token=[redacted]',
    );
  });
});

describe('the logger', () => {
  function logger() {
    const logs = captureLogs();
    return { log: pino(loggerOptions('trace'), logs.stream), logs };
  }

  it('censors headers and body fields handed to it, and bearer values in messages and errors', () => {
    const { log, logs } = logger();
    log.info(
      {
        req: {
          method: 'GET',
          url: '/a?token=t1',
          params: {},
          headers: { authorization: 'auth-1', cookie: 'c=cookie-1' },
        },
      },
      'with request',
    );
    log.info(
      {
        headers: { authorization: 'auth-2', 'set-cookie': 'sid=cookie-2' },
        body: { password: 'pass-3', amount: '5' },
        token: 'tok-4',
      },
      'by mistake',
    );
    log.info('Route GET:/b?code=c5&state=s6 not found');
    log.error(
      { err: new Error('fetch of http://x/pay?token=t7 failed', { cause: new Error('see /y?ticket=t8') }) },
      'failed',
    );
    const text = logs.text();
    for (const secret of ['t1', 'auth-1', 'cookie-1', 'auth-2', 'cookie-2', 'pass-3', 'tok-4', 'c5', 's6', 't7', 't8'])
      expect([secret, text.includes(secret)]).toEqual([secret, false]);
    const [request, mistake, message, error] = logs.lines();
    expect(request).toMatchObject({ req: { method: 'GET', url: '/a?token=[redacted]' } });
    expect(request?.req).not.toHaveProperty('headers');
    expect(mistake).toMatchObject({
      headers: { authorization: '[redacted]', 'set-cookie': '[redacted]' },
      body: { password: '[redacted]', amount: '5' },
      token: '[redacted]',
    });
    expect(message?.msg).toBe('Route GET:/b?code=[redacted]&state=[redacted] not found');
    expect(error).toMatchObject({
      err: { message: 'fetch of http://x/pay?token=[redacted] failed: see /y?ticket=[redacted]' },
    });
  });
});
