import { API, CAPTCHA_LIMITS, captchaSchema } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, sealed, valueOf } from '../../testing/api-client';
import { manualClock } from '../../testing/manual-clock';
import { answerOf, readByStrokeFont } from '../../testing/stroke-font-reader';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';
import type * as ChallengeModule from './captcha-challenge';
import { newChallenge, type Challenge } from './captcha-challenge';
import type { CaptchaService } from './service-captcha';
import { createCaptchaService } from './service-captcha';
import { createCaptchaRepository } from './repository-captcha';

// a test may pin the next challenges, to compare two drawings of one text or to answer one for real
const pinned = vi.hoisted(() => ({ challenge: undefined as Challenge | undefined }));
vi.mock('./captcha-challenge', async (importOriginal) => {
  const original = await importOriginal<typeof ChallengeModule>();
  return { ...original, newChallenge: () => pinned.challenge ?? original.newChallenge() };
});

const database = useTestDatabase();
const clock = manualClock();
let app: FastifyInstance;
let captchas: CaptchaService;

beforeAll(async () => {
  app = await buildTestApp({
    ...database.connection(),
    clock: clock.now,
    testCodes: { captcha: '4242', sms: undefined },
  });
  captchas = createCaptchaService({
    repository: createCaptchaRepository(app.db, 'PALARO'),
    clock: clock.now,
    testCode: '4242',
  });
});
afterAll(() => app.close());

const issue = async (ip = '10.5.0.1') =>
  captchaSchema.parse(valueOf(await call(app, 'GET', API.captcha, undefined, { ip })));
const bytesOf = (image: string) => Buffer.from(image.replace(/^data:image\/[a-z+]+;base64,/, ''), 'base64');
const pixelsOf = (image: string) => sharp(bytesOf(image)).raw().toBuffer();
const pinnedIssue = async (challenge: Challenge, ip: string) => {
  pinned.challenge = challenge;
  try {
    return await issue(ip);
  } finally {
    pinned.challenge = undefined;
  }
};

describe('GET /wps/captcha', () => {
  it('answers a WebP data URL with an id, a kind and a 5-minute expiry', async () => {
    const captcha = await issue();
    expect(captcha.image.startsWith('data:image/webp;base64,')).toBe(true);
    const bytes = bytesOf(captcha.image);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 280, height: 98 });
    expect(['text', 'arithmetic']).toContain(captcha.kind);
    expect(captcha.expiresAt).toBe(clock.now() + CAPTCHA_LIMITS.ttlMs);
    expect(captcha.captchaId.length).toBeGreaterThanOrEqual(24);
  });

  it('sends pixels only: no SVG, path, text or font in the bytes', async () => {
    for (let n = 0; n < 5; n += 1) {
      const bytes = bytesOf((await issue('10.5.1.1')).image).toString('latin1');
      expect(bytes).not.toMatch(/<svg|<path|<text|xmlns|d="M|font/);
    }
  });

  it('cannot be read by fitting the stroke font to the paths, which read every SVG captcha', async () => {
    for (let n = 0; n < 5; n += 1) {
      const { captchaId, image } = await issue('10.5.1.2');
      const reading = readByStrokeFont(bytesOf(image).toString('latin1'));
      expect(reading).toBe('');
      expect(await captchas.verify(captchaId, answerOf(reading) || '0', '10.5.1.2')).toBe(false);
    }
  });

  it('never draws one text the same way twice', async () => {
    const challenge: Challenge = { kind: 'text', shown: '1234', answer: '1234' };
    const [first, second] = [await pinnedIssue(challenge, '10.5.1.3'), await pinnedIssue(challenge, '10.5.1.3')];
    const [a, b] = await Promise.all([pixelsOf(first.image), pixelsOf(second.image)]);
    expect(a.length).toBe(b.length);
    let differing = 0;
    for (let index = 0; index < a.length; index += 1)
      if (Math.abs((a[index] ?? 0) - (b[index] ?? 0)) > 24) differing += 1;
    // not a few stray pixels: the characters, lines and dots all sit elsewhere
    expect(differing / a.length).toBeGreaterThan(0.1);
  });

  it('asks for digits to copy or a small sum or product to solve, 1 to 16 digits', () => {
    for (let n = 0; n < 50; n += 1) {
      const challenge = newChallenge();
      expect(challenge.answer).toMatch(/^\d{1,16}$/);
      if (challenge.kind === 'text') expect(challenge.answer).toMatch(/^\d{4}$/);
      else expect(String(eval(challenge.shown.replace('=?', '').replace('x', '*')))).toBe(challenge.answer);
    }
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
    await app.db.query('UPDATE captchas SET answer_hash = $2 WHERE id = $1', [
      captchaId,
      createHash('sha256').update(`${captchaId}:${answer}`).digest('hex'),
    ]);
    expect(await captchas.verify(captchaId, ` ${answer} `, '10.5.0.1')).toBe(true);
  });

  it('are rate limited per IP', async () => {
    let last = 200;
    for (let n = 0; n < 31; n += 1)
      last = (await call(app, 'GET', API.captcha, undefined, { ip: '10.5.9.9' })).statusCode;
    expect(last).toBe(429);
    expect((await call(app, 'GET', API.captcha, undefined, { ip: '10.5.9.10' })).statusCode).toBe(200);
  });
});

describe('a captcha answered through the log-in', () => {
  const ip = '10.5.2.1';
  const attempt = (extra: object = {}) =>
    sealed(
      app,
      'POST',
      API.login,
      { type: 'username', username: 'captcha-reader', password: 'Wrong1234', ...extra },
      { ip, now: clock.now() },
    );
  const answered = async (captchaId: string, captcha: string) =>
    (await attempt({ captchaId, captcha })).json<{ errorCode: string }>().errorCode;
  const sum: Challenge = { kind: 'arithmetic', shown: '7x8=?', answer: '56' };

  beforeAll(async () => {
    // failed log-ins until the next one needs a captcha
    for (let n = 0; n < 3; n += 1) await attempt();
    expect(await answered('', '')).toBe('captcha.required');
  });

  it('takes the drawn answer once, then refuses it', async () => {
    const { captchaId } = await pinnedIssue(sum, ip);
    expect(await answered(captchaId, '56')).toBe('login.failed');
    expect(await answered(captchaId, '56')).toBe('captcha.invalid');
  });

  it('refuses the drawn answer after 5 minutes', async () => {
    const { captchaId } = await pinnedIssue(sum, ip);
    clock.advance(CAPTCHA_LIMITS.ttlMs + 1);
    expect(await answered(captchaId, '56')).toBe('captcha.invalid');
  });
});
