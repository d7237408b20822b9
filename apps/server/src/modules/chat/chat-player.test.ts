import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_ERRORS,
  API,
  CHAT_ERRORS,
  CHAT_LIMITS,
  CHAT_PAGE_PATH,
  chatHistorySchema,
  chatMessageSchema,
  HEADER,
  OPS_API,
  type ChatHistory,
  type ChatMessage,
} from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, valueOf } from '../../testing/api-client';
import { newPlayer, nextIp, operatorToken, type TestPlayer } from '../../testing/money-fixtures';
import { manualClock } from '../../testing/manual-clock';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';

const database = useTestDatabase();
let app: FastifyInstance;
// the pace limit counts per window of this clock
const clock = manualClock();
let support: string;
let png: string;
let jpg: string;

beforeAll(async () => {
  app = await buildTestApp({ ...database.connection(), clock: clock.now });
  support = await operatorToken(app, 'support');
  const picture = sharp({ create: { width: 4, height: 4, channels: 3, background: '#3366ff' } });
  png = (await picture.clone().png().toBuffer()).toString('base64');
  jpg = `data:image/jpeg;base64,${(await picture.clone().jpeg().toBuffer()).toString('base64')}`;
});
afterAll(() => app.close());

const clientId = () => randomBytes(9).toString('base64url');

function send(player: TestPlayer, body: object) {
  return call(app, 'POST', API.chatMessages, body, { token: player.token });
}
async function say(player: TestPlayer, text: string): Promise<ChatMessage> {
  return chatMessageSchema.parse(valueOf(await send(player, { clientId: clientId(), text })));
}
async function history(player: TestPlayer, query = ''): Promise<ChatHistory> {
  return chatHistorySchema.parse(valueOf(await call(app, 'GET', `${API.chatMessages}${query}`, undefined, player)));
}
async function unread(player: TestPlayer): Promise<number> {
  return valueOf<{ count: number }>(await call(app, 'GET', API.chatUnread, undefined, player)).count;
}
function failure(response: { statusCode: number; json: <T>() => T }) {
  return { status: response.statusCode, errorCode: response.json<{ errorCode: string }>().errorCode };
}
const refusal = (error: { status: number; errorCode: string }) => ({
  status: error.status,
  errorCode: error.errorCode,
});

describe('the chat url (SPEC 7.7)', () => {
  it('leads to this site’s chat page with the presentation asked for, in the caller’s language', async () => {
    const player = await newPlayer(app);
    const asked = new URLSearchParams({
      b2c: '1',
      language: 'TL',
      backUrl: '/m/message?tab=2',
      headerColor: '#ff8800',
      title: 'Support',
    });
    const { chatUrl } = valueOf<{ chatUrl: string }>(
      await call(app, 'GET', `${API.chatUrl}?${asked.toString()}`, undefined, player),
    );
    const address = new URL(chatUrl, 'https://m.palaro.ph');
    expect(address.pathname).toBe(CHAT_PAGE_PATH);
    expect(Object.fromEntries(address.searchParams)).toEqual({
      backUrl: '/m/message?tab=2',
      headerColor: '#ff8800',
      title: 'Support',
      language: 'TL',
    });

    // without a language of its own, the call's Language header; without a back address, the message centre
    const plain = valueOf<{ chatUrl: string }>(
      await call(app, 'GET', API.chatUrl, undefined, { token: player.token, headers: { [HEADER.language]: 'VI' } }),
    ).chatUrl;
    expect(plain).toBe(`${CHAT_PAGE_PATH}?backUrl=%2Fm%2Fmessage&language=VI`);
  });

  it('refuses a back address off this site and a colour that is not one', async () => {
    const player = await newPlayer(app);
    for (const query of ['backUrl=https%3A%2F%2Fevil.example%2Fm', 'backUrl=%2F%2Fevil.example', 'headerColor=red']) {
      const response = await call(app, 'GET', `${API.chatUrl}?${query}`, undefined, player);
      expect(failure(response)).toEqual({ status: 400, errorCode: 'request.invalid' });
    }
  });
});

describe('a player’s conversation', () => {
  it('starts with the first message, waiting for support, and keeps every message in order', async () => {
    const player = await newPlayer(app);
    expect(await history(player)).toEqual({
      conversationId: null,
      status: null,
      operatorName: null,
      messages: [],
      hasMore: false,
    });
    const first = await say(player, '  Hello, my deposit has not arrived  ');
    expect(first).toMatchObject({ author: 'player', text: 'Hello, my deposit has not arrived', imageUrl: null });
    const second = await say(player, 'It was 500 via GCash');
    const seen = await history(player);
    expect(seen).toMatchObject({ conversationId: first.conversationId, status: 'waiting', operatorName: null });
    expect(seen.messages.map((message) => message.id)).toEqual([first.id, second.id]);
    expect(second.conversationId).toBe(first.conversationId);
  });

  it('pages back from the newest with `before`', async () => {
    const player = await newPlayer(app);
    const sent: string[] = [];
    for (let index = 0; index < 5; index += 1) sent.push((await say(player, `line ${index}`)).id);
    const newest = await history(player, '?limit=2');
    expect(newest.messages.map((message) => message.id)).toEqual(sent.slice(3));
    expect(newest.hasMore).toBe(true);
    const older = await history(player, `?limit=2&before=${sent[3]}`);
    expect(older.messages.map((message) => message.id)).toEqual(sent.slice(1, 3));
    const oldest = await history(player, `?limit=2&before=${sent[1]}`);
    expect(oldest).toMatchObject({ hasMore: false });
    expect(oldest.messages.map((message) => message.id)).toEqual(sent.slice(0, 1));
  });

  it('answers a resend with the same clientId with the first message and stores it once', async () => {
    const player = await newPlayer(app);
    const id = clientId();
    const first = chatMessageSchema.parse(valueOf(await send(player, { clientId: id, text: 'Once only' })));
    const again = chatMessageSchema.parse(valueOf(await send(player, { clientId: id, text: 'Once only' })));
    expect(again).toEqual(first);
    // two at once, as a flaky network may send them
    const racing = clientId();
    const both = await Promise.all([1, 2].map(() => send(player, { clientId: racing, text: 'Twice at once' })));
    const answers = both.map((response) => chatMessageSchema.parse(valueOf(response)));
    expect(answers[0]?.id).toBe(answers[1]?.id);
    expect((await history(player)).messages.map((message) => message.text)).toEqual(['Once only', 'Twice at once']);
  });

  it('refuses an empty message, one too long and a malformed clientId, storing nothing', async () => {
    const player = await newPlayer(app);
    for (const body of [
      { clientId: clientId(), text: '   ' },
      { clientId: clientId() },
      { clientId: clientId(), text: 'x'.repeat(CHAT_LIMITS.textMax + 1) },
      { clientId: 'short', text: 'hello' },
      { text: 'hello' },
    ]) {
      expect(failure(await send(player, body))).toEqual(refusal(CHAT_ERRORS.invalid));
    }
    expect((await history(player)).conversationId).toBeNull();
  });

  it('takes a png or jpg of at most 5 MB and serves it to its player only', async () => {
    const player = await newPlayer(app);
    const withText = chatMessageSchema.parse(
      valueOf(await send(player, { clientId: clientId(), text: 'See', image: png })),
    );
    const alone = chatMessageSchema.parse(valueOf(await send(player, { clientId: clientId(), image: jpg })));
    expect(withText.text).toBe('See');
    expect(alone.text).toBe('');
    expect(withText.imageUrl).toMatch(/^\/wps\/chat\/images\/\d+$/);

    const image = await call(app, 'GET', withText.imageUrl ?? '', undefined, player);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(Buffer.from(png, 'base64'))).toBe(true);
    expect((await call(app, 'GET', alone.imageUrl ?? '', undefined, player)).headers['content-type']).toBe(
      'image/jpeg',
    );
    // no session, no image
    expect((await call(app, 'GET', withText.imageUrl ?? '')).statusCode).toBe(401);
  });

  it('refuses an image that is not a png or jpg, or is over 5 MB, storing nothing', async () => {
    const player = await newPlayer(app);
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1').toString('base64');
    const pngHead = Buffer.from(png, 'base64').subarray(0, 8);
    const tooBig = Buffer.concat([pngHead, Buffer.alloc(CHAT_LIMITS.imageMaxBytes - 7)]).toString('base64');
    const wayTooBig = 'A'.repeat(8_000_000);
    for (const image of [gif, 'not base64 at all!', '', tooBig, wayTooBig]) {
      expect(failure(await send(player, { clientId: clientId(), text: 'look', image }))).toEqual(
        refusal(CHAT_ERRORS.image),
      );
    }
    expect((await history(player)).conversationId).toBeNull();
  });

  it('slows down a player who sends more than 20 messages in 10 seconds', async () => {
    const player = await newPlayer(app);
    const ids = Array.from({ length: CHAT_LIMITS.messagesPerWindow }, clientId);
    const answers = await Promise.all(ids.map((id) => send(player, { clientId: id, text: 'again and again' })));
    expect(answers.map((response) => response.statusCode)).toEqual(ids.map(() => 200));
    expect(failure(await send(player, { clientId: clientId(), text: 'one more' }))).toEqual(
      refusal(CHAT_ERRORS.tooFast),
    );
    // a resend of a stored message is no new message: it is answered
    expect((await send(player, { clientId: ids[0] ?? '', text: 'again and again' })).statusCode).toBe(200);
    // another player is not slowed down by this one
    expect((await send(await newPlayer(app), { clientId: clientId(), text: 'hi' })).statusCode).toBe(200);
    clock.advance(CHAT_LIMITS.windowMs);
    expect((await send(player, { clientId: clientId(), text: 'one more' })).statusCode).toBe(200);
  });
});

describe('reading', () => {
  it('counts the operators’ messages after the player’s read mark, never the player’s own', async () => {
    const player = await newPlayer(app);
    const mine = await say(player, 'Is anyone there?');
    expect(await unread(player)).toBe(0);
    for (const text of ['Hello, this is support', 'Let me check']) {
      valueOf(
        await call(
          app,
          'POST',
          OPS_API.chatMessages(mine.conversationId),
          { clientId: clientId(), text },
          {
            token: support,
          },
        ),
      );
    }
    expect(await unread(player)).toBe(2);
    valueOf(await call(app, 'POST', API.chatRead, {}, player));
    expect(await unread(player)).toBe(0);
    await say(player, 'Thanks');
    expect(await unread(player)).toBe(0);
  });
});

describe('another player’s chat', () => {
  it('is never shown: another player’s image is 404, and `before` pages only one’s own conversation', async () => {
    const owner = await newPlayer(app);
    const other = await newPlayer(app);
    const secret = chatMessageSchema.parse(
      valueOf(await send(owner, { clientId: clientId(), text: 'My account number is 1234', image: png })),
    );
    const reading = await call(app, 'GET', secret.imageUrl ?? '', undefined, other);
    expect(failure(reading)).toEqual(refusal(CHAT_ERRORS.unknown));
    expect(failure(await call(app, 'GET', API.chatImage('999999999'), undefined, other))).toEqual(
      refusal(CHAT_ERRORS.unknown),
    );
    expect(failure(await call(app, 'GET', API.chatImage('x'), undefined, other))).toEqual(refusal(CHAT_ERRORS.unknown));

    await say(other, 'Mine');
    const paged = await history(other, `?before=${Number(secret.id) + 1}`);
    expect(paged.messages.map((message) => message.text)).not.toContain('My account number is 1234');
    // a player's token opens nothing of the desk
    expect((await call(app, 'GET', OPS_API.chat(secret.conversationId), undefined, other)).statusCode).toBe(401);
  });
});

describe('who may chat (SPEC 6)', () => {
  it('refuses trial accounts with free_reject and callers without a session', async () => {
    const trial = valueOf<{ token: string }>(await call(app, 'POST', API.freeplay, undefined, { ip: nextIp() })).token;
    const calls = [
      ['GET', API.chatUrl],
      ['GET', API.chatUnread],
      ['GET', API.chatMessages],
      ['POST', API.chatMessages],
      ['POST', API.chatRead],
      ['GET', API.chatImage('1')],
    ] as const;
    for (const [method, path] of calls) {
      const body = method === 'POST' ? { clientId: clientId(), text: 'hi' } : undefined;
      expect(failure(await call(app, method, path, body, { token: trial }))).toEqual(
        refusal(ACCOUNT_ERRORS.trialRefused),
      );
      expect((await call(app, method, path, body)).statusCode).toBe(401);
    }
  });
});

describe('with CBS3 off', () => {
  let off: FastifyInstance;
  beforeAll(async () => {
    off = await buildTestApp({ ...database.connection(), merchant: { flags: { CBS3: false } } });
  });
  afterAll(() => off.close());

  it('refuses every chat call with chat.disabled', async () => {
    const player = await newPlayer(off);
    for (const [method, path] of [
      ['GET', API.chatUrl],
      ['GET', API.chatUnread],
      ['GET', API.chatMessages],
      ['POST', API.chatMessages],
      ['POST', API.chatRead],
      ['GET', API.chatImage('1')],
    ] as const) {
      const body = path === API.chatRead ? {} : method === 'POST' ? { clientId: clientId(), text: 'hi' } : undefined;
      expect(failure(await call(off, method, path, body, player))).toEqual(refusal(CHAT_ERRORS.disabled));
    }
  });
});
