import { API, CAPTCHA_LIMITS, captchaSchema } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, valueOf } from '../../testing/api-client';
import { manualClock } from '../../testing/manual-clock';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';
import { newChallenge } from './captcha-challenge';
import { drawCaptcha } from './captcha-image';
import type { CaptchaService } from './service-captcha';
import { createCaptchaService } from './service-captcha';
import { createCaptchaRepository } from './repository-captcha';

const database = useTestDatabase();
const clock = manualClock();
let app: FastifyInstance;
let captchas: CaptchaService;

beforeAll(async () => {
  app = await buildTestApp({ ...database.connection(), clock: clock.now, testCodes: { captcha: '4242', sms: undefined } });
  captchas = createCaptchaService({ repository: createCaptchaRepository(app.db, 'PALARO'), clock: clock.now, testCode: '4242' });
});
afterAll(() => app.close());

const issue = async (ip = '10.5.0.1') => captchaSchema.parse(valueOf(await call(app, 'GET', API.captcha, undefined, { ip })));
const svgOf = (image: string) => Buffer.from(image.replace('data:image/svg+xml;base64,', ''), 'base64').toString('utf8');

describe('GET /wps/captcha', () => {
  it('answers an SVG data URL with an id, a kind and a 5-minute expiry', async () => {
    const captcha = await issue();
    expect(captcha.image.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(svgOf(captcha.image)).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/);
    expect(['text', 'arithmetic']).toContain(captcha.kind);
    expect(captcha.expiresAt).toBe(clock.now() + CAPTCHA_LIMITS.ttlMs);
    expect(captcha.captchaId.length).toBeGreaterThanOrEqual(24);
  });

  it('draws the answer as strokes, never as text in the SVG source', () => {
    for (let n = 0; n < 20; n += 1) {
      const challenge = newChallenge();
      const svg = svgOf(drawCaptcha(challenge.shown));
      expect(svg).not.toMatch(/<text|font/);
      if (challenge.kind === 'text') expect(challenge.answer).toMatch(/^\d{4}$/);
      else expect(String(eval(challenge.shown.replace('=?', '').replace('x', '*')))).toBe(challenge.answer);
    }
    expect(drawCaptcha('1234')).not.toBe(drawCaptcha('1234'));
  });
});

describe('captcha checks', () => {
  it('are single use: the test code passes once per captcha', async () => {
    const { captchaId } = await issue();
    expect(await captchas.verify(captchaId, '4242', '10.5.0.1')).toBe(true);
    expect(await captchas.verify(captchaId, '4242', '10.5.0.1')).toBe(false);
  });

  it('spend the captcha on a wrong answer too', async () => {
    const { captchaId } = await issue();
    expect(await captchas.verify(captchaId, '1', '10.5.0.1')).toBe(false);
    expect(await captchas.verify(captchaId, '4242', '10.5.0.1')).toBe(false);
  });

  it('are bound to the address that asked for the image', async () => {
    const { captchaId } = await issue('10.5.0.2');
    expect(await captchas.verify(captchaId, '4242', '10.5.0.3')).toBe(false);
  });

  it('expire after 5 minutes', async () => {
    const { captchaId } = await issue();
    clock.advance(CAPTCHA_LIMITS.ttlMs + 1);
    expect(await captchas.verify(captchaId, '4242', '10.5.0.1')).toBe(false);
  });

  it('accept the real answer', async () => {
    const { captchaId } = await issue();
    const answer = '7781';
    // the stored hash is SHA-256 of id and answer; plant a known answer to prove the real path
    const { createHash } = await import('node:crypto');
    await app.db.query('UPDATE captchas SET answer_hash = $2 WHERE id = $1', [captchaId, createHash('sha256').update(`${captchaId}:${answer}`).digest('hex')]);
    expect(await captchas.verify(captchaId, ` ${answer} `, '10.5.0.1')).toBe(true);
  });

  it('are rate limited per IP', async () => {
    let last = 200;
    for (let n = 0; n < 31; n += 1) last = (await call(app, 'GET', API.captcha, undefined, { ip: '10.5.9.9' })).statusCode;
    expect(last).toBe(429);
  });
});
