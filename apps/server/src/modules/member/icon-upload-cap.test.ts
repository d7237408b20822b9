import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API, ICON_LIMITS, memberInfoSchema } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, valueOf } from '../../testing/api-client';
import { newPlayer, type TestPlayer } from '../../testing/money-fixtures';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';

const database = useTestDatabase();
let app: FastifyInstance;
let port: number;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BOUNDARY = '----palaro-cap-boundary';
const partHead = Buffer.from(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
);
const partTail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
const pngOf = (size: number) => Buffer.concat([PNG_SIGNATURE, Buffer.alloc(size - PNG_SIGNATURE.length, 7)]);

beforeAll(async () => {
  app = await buildTestApp(database.connection());
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

type Answer = { status: number; body: { errorCode?: string } };
type OpenUpload = { answer: Answer | null; takes: (bytes: number) => Promise<boolean> };

/**
 * Sends `sent` of an upload over HTTP and keeps the request open: the server's answer (null if none came in time), and
 * whether the server goes on taking what the client still sends (a connection it stopped reading would hang).
 */
async function openUpload(
  player: TestPlayer,
  headers: Record<string, string>,
  sent: Buffer,
  run: (upload: OpenUpload) => Promise<void>,
) {
  const outgoing = httpRequest({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: API.memberIconUpload,
    headers: { authorization: player.token, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
  });
  const within = <T>(promise: Promise<T>, late: T) =>
    Promise.race([promise, new Promise<T>((resolve) => setTimeout(() => resolve(late), 8_000).unref())]);
  const answered = new Promise<Answer>((resolve, reject) => {
    outgoing.on('error', reject);
    outgoing.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as Answer['body'] }));
    });
  });
  outgoing.write(sent);
  try {
    const takes = (bytes: number) =>
      within(new Promise<boolean>((resolve) => outgoing.write(Buffer.alloc(bytes, 7), () => resolve(true))), false);
    await run({ answer: await within<Answer | null>(answered, null), takes });
  } finally {
    outgoing.destroy();
  }
}

const iconUrlOf = async (player: TestPlayer) =>
  memberInfoSchema.parse(valueOf(await call(app, 'GET', API.memberInfo, undefined, { token: player.token }))).iconUrl;

describe('a head icon over 5 MB', () => {
  it('is refused before its body is read when its declared length is over the cap', async () => {
    const player = await newPlayer(app);
    const length = partHead.length + ICON_LIMITS.maxBytes + 65_536 + partTail.length;
    // only the part's headers are sent: the answer must not wait for the file
    await openUpload(player, { 'content-length': String(length) }, partHead, async ({ answer }) => {
      expect(answer).toEqual({ status: 400, body: expect.objectContaining({ errorCode: 'icon.invalid' }) });
    });
    expect(await iconUrlOf(player)).toBeNull();
  });

  it('is refused as soon as a streamed file passes the cap, while the rest is still to come', async () => {
    const player = await newPlayer(app);
    // no length declared (chunked): 64 KB past the cap are sent and the request is never finished
    await openUpload(
      player,
      {},
      Buffer.concat([partHead, pngOf(ICON_LIMITS.maxBytes + 65_536)]),
      async ({ answer, takes }) => {
        expect(answer).toEqual({ status: 400, body: expect.objectContaining({ errorCode: 'icon.invalid' }) });
        // what still comes is let through to nowhere, so the connection does not hang on a stopped parser
        expect(await takes(32 * 1024 * 1024)).toBe(true);
      },
    );
    expect(await iconUrlOf(player)).toBeNull();
  });

  it('as base64 JSON over the route limit gets the icon error, not a bare 413', async () => {
    const player = await newPlayer(app);
    const image = `data:image/png;base64,${'A'.repeat(Math.ceil((ICON_LIMITS.maxBytes * 4) / 3) + 8192)}`;
    const response = await call(app, 'POST', API.memberIconUpload, { image }, { token: player.token });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'icon.invalid' });
    expect(await iconUrlOf(player)).toBeNull();
  });
});

describe('a head icon of exactly 5 MB', () => {
  it('is taken from a multipart upload', async () => {
    const player = await newPlayer(app);
    const payload = Buffer.concat([partHead, pngOf(ICON_LIMITS.maxBytes), partTail]);
    const response = await app.inject({
      method: 'POST',
      url: API.memberIconUpload,
      payload,
      headers: { authorization: player.token, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    });
    expect(memberInfoSchema.parse(valueOf(response)).iconUrl).toMatch(/\.png$/);
  });
});
