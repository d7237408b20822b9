import { API, LIMITS } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, captchaId, valueOf } from '../../testing/api-client';
import { newPlayer, nextIp, type TestPlayer } from '../../testing/money-fixtures';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';
import { CAPTCHA, dataUrl, description, imageBytes, sendFeedback } from './feedback-test-kit';

const database = useTestDatabase();
let app: FastifyInstance;
let player: TestPlayer;

beforeAll(async () => {
  app = await buildTestApp({ ...database.connection(), testCodes: { captcha: CAPTCHA, sms: undefined } });
  player = await newPlayer(app);
});
afterAll(() => app.close());

async function stored() {
  const { rows } = await app.db.query<{ feedback: number; images: number }>(
    `SELECT (SELECT count(*)::int FROM feedback) AS feedback, (SELECT count(*)::int FROM feedback_images) AS images`,
  );
  return rows[0];
}

async function feedbackRow(id: string) {
  const { rows } = await app.db.query<{
    account_id: bigint;
    sender: string;
    type: number;
    content: string;
    status: string;
  }>('SELECT account_id, sender, type, content, status FROM feedback WHERE id = $1', [BigInt(id)]);
  return rows[0];
}

/** Sends and expects the refusal `errorCode` (HTTP `status`), with nothing stored. */
async function refused(body: Record<string, unknown>, status: number, errorCode: string) {
  const before = await stored();
  const response = await sendFeedback(app, player.token, body);
  expect({ status: response.statusCode, body: response.json() }).toMatchObject({
    status,
    body: { success: false, errorCode },
  });
  expect(await stored()).toEqual(before);
  return response;
}

const sent = async (body: Record<string, unknown>) =>
  valueOf<{ id: string }>(await sendFeedback(app, player.token, body)).id;

describe('the description', () => {
  it('is taken from 20 to 200 characters after trimming, counted so that an emoji is one', async () => {
    const accepted = [
      description(20),
      description(200),
      `  ${description(200)}\n `,
      '😀'.repeat(20),
      `${description(199)}😀`,
    ];
    for (const content of accepted) {
      const id = await sent({ content });
      expect((await feedbackRow(id))?.content).toBe(content.trim());
    }
    for (const content of [description(19), `   ${description(19)}   `, '😀'.repeat(19), '']) {
      const response = await refused({ content }, 400, 'feedback.content.short');
      expect(response.json()).toMatchObject({
        message: `Please describe the problem in at least ${LIMITS.feedbackMin} characters`,
      });
    }
    for (const content of [description(201), '😀'.repeat(201), `${description(200)}😀`])
      await refused({ content }, 400, 'feedback.content.long');
  });

  it('is kept with its type, and the sender (the account name when none is given)', async () => {
    const named = await sent({ sender: '  Juan  ', type: 2 });
    expect(await feedbackRow(named)).toMatchObject({ account_id: player.id, sender: 'Juan', type: 2, status: 'open' });
    // the screen's initial "none" (-1) is other issues (0), as is a type left out
    for (const type of [-1, undefined]) {
      const id = await sent({ type });
      expect(await feedbackRow(id)).toMatchObject({ sender: player.username, type: 0 });
    }
    await refused({ type: 5 }, 400, 'request.invalid');
  });
});

describe('images', () => {
  it('takes up to three png or jpg images, bare base64 or data URLs, each up to 5 MB', async () => {
    const full = imageBytes('png', LIMITS.uploadMaxBytes);
    const id = await sent({
      images: [
        dataUrl(full),
        imageBytes('jpg').toString('base64'),
        dataUrl(imageBytes('png', LIMITS.uploadMaxBytes), 'image/jpeg'),
      ],
    });
    const { rows } = await app.db.query<{ position: number; content_type: string; size: number }>(
      'SELECT position, content_type, octet_length(data) AS size FROM feedback_images WHERE feedback_id = $1 ORDER BY position',
      [BigInt(id)],
    );
    expect(rows).toEqual([
      { position: 0, content_type: 'image/png', size: LIMITS.uploadMaxBytes },
      { position: 1, content_type: 'image/jpeg', size: 256 },
      { position: 2, content_type: 'image/png', size: LIMITS.uploadMaxBytes },
    ]);
  });

  it('refuses a fourth image, one of 5 MB and a byte, a gif or anything not an image, storing nothing', async () => {
    const small = dataUrl(imageBytes('png'));
    await refused({ images: [small, small, small, small] }, 400, 'feedback.images.many');
    const tooLarge = await refused(
      { images: [small, dataUrl(imageBytes('png', LIMITS.uploadMaxBytes + 1))] },
      400,
      'feedback.image.large',
    );
    expect(tooLarge.json()).toMatchObject({ fields: { 'images.1': expect.any(String) } });
    // named png, but a gif by its bytes
    await refused({ images: [dataUrl(imageBytes('gif'), 'image/png')] }, 400, 'feedback.image.type');
    await refused({ images: ['not base64 at all!'] }, 400, 'feedback.image.type');
    await refused({ images: [''] }, 400, 'feedback.image.type');
    await refused({ images: [Buffer.from('<svg onload="alert(1)"/>').toString('base64')] }, 400, 'feedback.image.type');
  });

  it('answers a body larger than three images of 5 MB could be with feedback.image.large', async () => {
    const huge = imageBytes('png', LIMITS.uploadMaxBytes).toString('base64');
    await refused({ images: [huge, huge, huge, huge] }, 400, 'feedback.image.large');
  });
});

describe('the captcha', () => {
  it('is required, and must be the right answer to a captcha of this address, used once', async () => {
    await refused({ captcha: '' }, 400, 'captcha.required');
    await refused({ captchaId: '' }, 400, 'captcha.required');
    await refused({ captcha: '9999' }, 400, 'captcha.invalid');
    await refused({ captchaId: await captchaId(app, '10.200.0.1') }, 400, 'captcha.invalid');

    const ip = nextIp();
    const body = { content: description(30), captchaId: await captchaId(app, ip), captcha: CAPTCHA };
    expect((await call(app, 'PUT', API.feedback, body, { token: player.token, ip })).statusCode).toBe(200);
    const again = await call(app, 'PUT', API.feedback, body, { token: player.token, ip });
    expect(again.json()).toMatchObject({ errorCode: 'captcha.invalid' });
  });

  it('is not used up by a description or an image to fix', async () => {
    const ip = nextIp();
    const body = { content: description(10), captchaId: await captchaId(app, ip), captcha: CAPTCHA };
    expect((await call(app, 'PUT', API.feedback, body, { token: player.token, ip })).json()).toMatchObject({
      errorCode: 'feedback.content.short',
    });
    const fixed = await call(
      app,
      'PUT',
      API.feedback,
      { ...body, content: description(25) },
      { token: player.token, ip },
    );
    expect(fixed.statusCode).toBe(200);
  });
});

describe('who may send feedback', () => {
  it('refuses a trial session with member.trial and a caller without a session with 401, storing nothing', async () => {
    const before = await stored();
    const trial = valueOf<{ token: string }>(await call(app, 'POST', API.freeplay, undefined, { ip: nextIp() })).token;
    const asTrial = await sendFeedback(app, trial);
    expect(asTrial.statusCode).toBe(403);
    expect(asTrial.json()).toMatchObject({ errorCode: 'member.trial' });
    const anonymous = await sendFeedback(app, '');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ errorCode: 'login.not.session' });
    expect(await stored()).toEqual(before);
  });
});
