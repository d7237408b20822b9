import { randomBytes } from 'node:crypto';
import {
  API,
  CHAT_ERRORS,
  chatHistorySchema,
  chatMessageSchema,
  OPS_API,
  opsChatConversationSchema,
  opsChatDetailSchema,
  opsChatPageSchema,
  type ChatMessage,
} from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, valueOf } from '../../testing/api-client';
import { newPlayer, operatorToken, type TestPlayer } from '../../testing/money-fixtures';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';

const database = useTestDatabase();
let app: FastifyInstance;
let admin: string;
let support: string;
let cashier: string;

beforeAll(async () => {
  app = await buildTestApp(database.connection());
  [admin, support, cashier] = await Promise.all([
    operatorToken(app, 'ops'),
    operatorToken(app, 'support'),
    operatorToken(app, 'cashier'),
  ]);
});
afterAll(() => app.close());

const clientId = () => randomBytes(9).toString('base64url');

async function say(player: TestPlayer, text: string, image?: string): Promise<ChatMessage> {
  const body = { clientId: clientId(), text, ...(image ? { image } : {}) };
  return chatMessageSchema.parse(valueOf(await call(app, 'POST', API.chatMessages, body, { token: player.token })));
}
const ops = (token: string, method: 'GET' | 'POST', path: string, body?: object) =>
  call(app, method, path, body, { token });
const answer = (token: string, id: string, text: string, client = clientId()) =>
  ops(token, 'POST', OPS_API.chatMessages(id), { clientId: client, text });
const errorOf = (response: { statusCode: number; json: <T>() => T }) => ({
  status: response.statusCode,
  errorCode: response.json<{ errorCode: string }>().errorCode,
});
const refusal = (error: { status: number; errorCode: string }) => ({
  status: error.status,
  errorCode: error.errorCode,
});

async function detail(id: string, token = support) {
  return opsChatDetailSchema.parse(valueOf(await ops(token, 'GET', OPS_API.chat(id))));
}
async function auditOf(action: string): Promise<{ subject: string; operator: string }[]> {
  const page = valueOf<{ list: { subject: string; operator: string }[] }>(
    await ops(admin, 'GET', `${OPS_API.audit}?action=${action}&pageSize=100`),
  );
  return page.list;
}

describe('the desk’s list', () => {
  it('shows waiting conversations first, then by the last message, with the player messages unread', async () => {
    const early = await newPlayer(app);
    const busy = await newPlayer(app);
    const late = await newPlayer(app);
    const earlyChat = await say(early, 'First in line');
    const busyChat = await say(busy, 'Help please');
    valueOf(await answer(support, busyChat.conversationId, 'On it'));
    await say(busy, 'Thanks, one more thing');
    const lateChat = await say(late, 'Hello?');
    await say(late, 'Anyone?');

    const page = opsChatPageSchema.parse(valueOf(await ops(support, 'GET', `${OPS_API.chats}?pageSize=100`)));
    const ids = page.list.map((row) => row.id);
    const waiting = page.list.filter((row) => row.status === 'waiting').map((row) => row.id);
    expect(ids.slice(0, waiting.length)).toEqual(waiting);
    expect(ids.indexOf(lateChat.conversationId)).toBeLessThan(ids.indexOf(earlyChat.conversationId));
    expect(ids.indexOf(earlyChat.conversationId)).toBeLessThan(ids.indexOf(busyChat.conversationId));
    expect(page.list.find((row) => row.id === lateChat.conversationId)).toMatchObject({
      username: late.username,
      status: 'waiting',
      operatorName: null,
      lastMessage: 'Anyone?',
      unread: 2,
    });
    // answering read what came before; the player's next message is unread again
    expect(page.list.find((row) => row.id === busyChat.conversationId)).toMatchObject({
      status: 'active',
      operatorName: 'support',
      unread: 1,
    });

    valueOf(await ops(support, 'POST', OPS_API.chatRead(lateChat.conversationId)));
    expect((await detail(lateChat.conversationId)).conversation.unread).toBe(0);

    const filtered = opsChatPageSchema.parse(
      valueOf(await ops(admin, 'GET', `${OPS_API.chats}?status=active&player=${busy.username.toUpperCase()}`)),
    );
    expect(filtered.list.map((row) => row.id)).toEqual([busyChat.conversationId]);
    expect(filtered).toMatchObject({ total: 1, pageNum: 1, totalPages: 1 });
  });
});

describe('taking, answering and closing', () => {
  it('lets one operator take a waiting conversation, refuses another, and audits it', async () => {
    const player = await newPlayer(app);
    const { conversationId } = await say(player, 'My withdrawal is stuck');
    const taken = opsChatConversationSchema.parse(
      valueOf(await ops(support, 'POST', OPS_API.chatTake(conversationId))),
    );
    expect(taken).toMatchObject({ status: 'active', operatorName: 'support' });
    // taking it again is no change; another operator is told it is taken, for a take and for an answer
    expect((await ops(support, 'POST', OPS_API.chatTake(conversationId))).statusCode).toBe(200);
    expect(errorOf(await ops(admin, 'POST', OPS_API.chatTake(conversationId)))).toEqual(refusal(CHAT_ERRORS.taken));
    expect(errorOf(await answer(admin, conversationId, 'I can help'))).toEqual(refusal(CHAT_ERRORS.taken));

    const seen = await detail(conversationId);
    expect(seen.messages.map((message) => [message.author, message.event, message.text])).toEqual([
      ['player', null, 'My withdrawal is stuck'],
      ['system', 'taken', 'support joined the conversation'],
    ]);
    expect((await auditOf('chat.take')).filter((row) => row.subject === `chat:${conversationId}`)).toEqual([
      expect.objectContaining({ operator: 'support' }),
    ]);

    const history = chatHistorySchema.parse(
      valueOf(await call(app, 'GET', API.chatMessages, undefined, { token: player.token })),
    );
    expect(history).toMatchObject({ status: 'active', operatorName: 'support' });
  });

  it('takes a waiting conversation by answering it; an answer resent with its clientId lands once', async () => {
    const player = await newPlayer(app);
    const { conversationId } = await say(player, 'Hi');
    const id = clientId();
    const first = chatMessageSchema.parse(valueOf(await answer(admin, conversationId, 'Hello from support', id)));
    expect(first).toMatchObject({ author: 'operator', operatorName: 'ops', text: 'Hello from support' });
    expect(chatMessageSchema.parse(valueOf(await answer(admin, conversationId, 'Hello from support', id)))).toEqual(
      first,
    );
    const seen = await detail(conversationId);
    expect(seen.conversation).toMatchObject({ status: 'active', operatorName: 'ops' });
    expect(seen.messages.map((message) => message.author)).toEqual(['player', 'system', 'operator']);
    expect((await auditOf('chat.answer')).filter((row) => row.subject === `chat:${conversationId}`)).toHaveLength(1);
  });

  it('closes a conversation for good: no answer or take after it, and the player’s next message opens another', async () => {
    const player = await newPlayer(app);
    const { conversationId } = await say(player, 'Thanks, all good');
    valueOf(await answer(support, conversationId, 'Glad to help'));
    const closed = opsChatConversationSchema.parse(
      valueOf(await ops(admin, 'POST', OPS_API.chatClose(conversationId))),
    );
    expect(closed.status).toBe('closed');
    expect((await detail(conversationId)).messages.at(-1)).toMatchObject({ author: 'system', event: 'closed' });
    expect((await auditOf('chat.close')).filter((row) => row.subject === `chat:${conversationId}`)).toEqual([
      expect.objectContaining({ operator: 'ops' }),
    ]);
    for (const response of [
      await answer(support, conversationId, 'One more thing'),
      await ops(support, 'POST', OPS_API.chatTake(conversationId)),
      await ops(support, 'POST', OPS_API.chatClose(conversationId)),
    ]) {
      expect(errorOf(response)).toEqual(refusal(CHAT_ERRORS.closed));
    }

    const next = await say(player, 'Another question');
    expect(next.conversationId).not.toBe(conversationId);
    const history = chatHistorySchema.parse(
      valueOf(await call(app, 'GET', API.chatMessages, undefined, { token: player.token })),
    );
    expect(history).toMatchObject({ conversationId: next.conversationId, status: 'waiting', operatorName: null });
  });

  it('answers an unknown conversation or image with 404, and refuses an empty answer', async () => {
    for (const path of [OPS_API.chat('999999999'), OPS_API.chat('abc'), OPS_API.chatImage('999999999')]) {
      expect(errorOf(await ops(support, 'GET', path))).toEqual(refusal(CHAT_ERRORS.unknown));
    }
    for (const path of [OPS_API.chatTake('999999999'), OPS_API.chatClose('999999999'), OPS_API.chatRead('1x')]) {
      expect(errorOf(await ops(support, 'POST', path))).toEqual(refusal(CHAT_ERRORS.unknown));
    }
    expect(errorOf(await answer(support, '999999999', 'hello'))).toEqual(refusal(CHAT_ERRORS.unknown));
    const player = await newPlayer(app);
    const { conversationId } = await say(player, 'Hi');
    expect((await answer(support, conversationId, '   ')).statusCode).toBe(400);
    expect((await answer(support, conversationId, 'two\nlines')).statusCode).toBe(400);
  });

  it('shows operators the players’ images under /ops', async () => {
    const player = await newPlayer(app);
    const png = (
      await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
        .png()
        .toBuffer()
    ).toString('base64');
    const sent = await say(player, 'receipt', png);
    const shown = (await detail(sent.conversationId)).messages[0];
    expect(shown?.imageUrl).toMatch(/^\/ops\/chats\/images\/\d+$/);
    const image = await ops(support, 'GET', shown?.imageUrl ?? '');
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(Buffer.from(png, 'base64'))).toBe(true);
  });
});

describe('roles (SPEC 6; support answers)', () => {
  it('lets support and admins work the desk and refuses cashiers and players', async () => {
    const player = await newPlayer(app);
    const { conversationId } = await say(player, 'Roles');
    const calls: ['GET' | 'POST', string, object?][] = [
      ['GET', OPS_API.chats],
      ['GET', OPS_API.chat(conversationId)],
      ['POST', OPS_API.chatTake(conversationId)],
      ['POST', OPS_API.chatMessages(conversationId), { clientId: clientId(), text: 'x' }],
      ['POST', OPS_API.chatRead(conversationId)],
      ['POST', OPS_API.chatClose(conversationId)],
      ['GET', OPS_API.chatImage('1')],
    ];
    for (const [method, path, body] of calls) {
      expect({ path, ...errorOf(await ops(cashier, method, path, body)) }).toEqual({
        path,
        status: 403,
        errorCode: 'permission.denied',
      });
      expect({ path, status: (await ops(player.token, method, path, body)).statusCode }).toEqual({ path, status: 401 });
    }
    expect((await ops(support, 'GET', OPS_API.chats)).statusCode).toBe(200);
    expect((await ops(admin, 'GET', OPS_API.chat(conversationId))).statusCode).toBe(200);
    // the conversation is untouched by the refused calls
    expect((await detail(conversationId)).conversation.status).toBe('waiting');
  });
});
