import { API, ICON_LIMITS, memberIconSchema, memberInfoSchema } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor, valueOf } from '../../testing/api-client';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';

const database = useTestDatabase();
let app: FastifyInstance;
let token: string;

// a 1 x 1 png
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);

beforeAll(async () => {
  app = await buildTestApp(database.connection());
  token = await tokenFor(app, 'demo', 'Demo1234');
});
afterAll(() => app.close());

const info = async () => memberInfoSchema.parse(valueOf(await call(app, 'GET', API.memberInfo, undefined, { token })));

function multipart(file: Buffer, filename: string, contentType: string) {
  const boundary = '----palaro-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: API.memberIconUpload,
    payload,
    headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

describe('GET /wps/member/info', () => {
  it('describes the member for the member centre and the VIP card', async () => {
    expect(await info()).toEqual({
      id: expect.any(Number),
      nickname: 'Demo Player',
      account: 'demo',
      type: 0,
      clubLabel: { labelName: 'VIP1' },
      email: '',
      payeeName: '',
      iconUrl: null,
      mobile: '+63 917****567',
      vipProgress: expect.closeTo(0.35, 5),
      temporaryPassword: false,
      hasPassword: true,
    });
  });

  it('needs a session', async () => {
    expect((await call(app, 'GET', API.memberInfo)).statusCode).toBe(401);
  });
});

describe('profile fields', () => {
  it('take JSON or form-encoded bodies and answer the new info', async () => {
    const nickname = valueOf<{ nickname: string }>(
      await call(app, 'POST', API.memberNickname, { nickname: ' Lucky Juan ' }, { token }),
    );
    expect(nickname.nickname).toBe('Lucky Juan');
    const email = await app.inject({
      method: 'POST',
      url: API.memberEmail,
      payload: 'email=juan%40example.ph',
      headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(valueOf<{ email: string }>(email).email).toBe('juan@example.ph');
    await call(app, 'POST', API.memberPayeeName, { payeeName: 'Juan dela Cruz' }, { token });
    expect(await info()).toMatchObject({
      nickname: 'Lucky Juan',
      email: 'juan@example.ph',
      payeeName: 'Juan dela Cruz',
    });
  });

  it('follow the rule set', async () => {
    const email = await call(app, 'POST', API.memberEmail, { email: 'nope' }, { token });
    expect(email.json()).toMatchObject({ errorCode: 'field.invalid', fields: { email: 'rule_email' } });
    const payee = await call(app, 'POST', API.memberPayeeName, { payeeName: 'Juan <script>' }, { token });
    expect(payee.json()).toMatchObject({ errorCode: 'field.invalid', fields: { payeeName: 'rule_payee_name' } });
  });
});

describe('head icon', () => {
  it('takes a png as multipart and serves it under a fresh unguessable name', async () => {
    const uploaded = memberInfoSchema.parse(valueOf(await multipart(PNG, 'me.png', 'image/png')));
    expect(uploaded.iconUrl).toMatch(/^\/m\/member-icons\/[\w-]{22}\.png$/);
    const icon = memberIconSchema.parse(valueOf(await call(app, 'GET', API.memberIcon, undefined, { token })));
    expect(icon.iconUrl).toBe(uploaded.iconUrl);
    const file = await app.inject({ url: String(icon.iconUrl) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });

  it('takes a jpg as base64 or a data URL', async () => {
    const plain = memberInfoSchema.parse(
      valueOf(await call(app, 'POST', API.memberIconUpload, { image: JPEG.toString('base64') }, { token })),
    );
    expect(plain.iconUrl).toMatch(/\.jpg$/);
    const dataUrl = `data:image/jpeg;base64,${JPEG.toString('base64')}`;
    const second = memberInfoSchema.parse(
      valueOf(await call(app, 'POST', API.memberIconUpload, { image: dataUrl }, { token })),
    );
    expect(second.iconUrl).not.toBe(plain.iconUrl);
    // the replaced icon is gone
    expect((await app.inject({ url: String(plain.iconUrl) })).statusCode).toBe(404);
  });

  it('refuses files that are not png or jpg by their bytes, whatever they claim', async () => {
    const gif = Buffer.from('GIF89a-not-allowed');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    for (const response of [
      await multipart(gif, 'me.png', 'image/png'),
      await call(
        app,
        'POST',
        API.memberIconUpload,
        { image: `data:image/png;base64,${svg.toString('base64')}` },
        { token },
      ),
      await call(app, 'POST', API.memberIconUpload, { image: '!!!not base64' }, { token }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: 'icon.invalid' });
    }
  });

  it('refuses more than 5 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(ICON_LIMITS.maxBytes)]);
    const viaMultipart = await multipart(big, 'big.png', 'image/png');
    expect(viaMultipart.json()).toMatchObject({ errorCode: 'icon.invalid' });
    const viaJson = await call(app, 'POST', API.memberIconUpload, { image: big.toString('base64') }, { token });
    expect(viaJson.json()).toMatchObject({ errorCode: 'icon.invalid' });
  });

  it('answers 404 for unknown icon names', async () => {
    expect((await app.inject({ url: '/m/member-icons/AAAAAAAAAAAAAAAAAAAAAA.png' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/m/member-icons/..%2Fkeys.json' })).statusCode).toBe(404);
  });
});
