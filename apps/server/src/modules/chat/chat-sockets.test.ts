import { randomBytes } from 'node:crypto';
import { API, CHAT_SOCKET_PATHS, chatMessageSchema, OPS_API, type ChatMessage } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, valueOf } from '../../testing/api-client';
import { openChatSocket, socketUrl, type TestChatSocket } from '../../testing/chat-socket';
import { newPlayer, nextIp, operatorToken, type TestPlayer } from '../../testing/money-fixtures';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';

// The whole chat over real WebSockets on a listening app: the sessions are checked again every 200 ms here.
const database = useTestDatabase();
let app: FastifyInstance;
let url: string;
let support: string;
const sockets: TestChatSocket[] = [];

beforeAll(async () => {
  app = await buildTestApp({ ...database.connection(), chat: { sockets: { checkEveryMs: 200, authWithinMs: 500 } } });
  url = await app.listen({ port: 0, host: '127.0.0.1' });
  support = await operatorToken(app, 'support');
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await app.close();
});

const clientId = () => randomBytes(9).toString('base64url');
async function open(kind: 'player' | 'operator', token?: string): Promise<TestChatSocket> {
  const socket = await openChatSocket(socketUrl(url, CHAT_SOCKET_PATHS[kind]), token);
  sockets.push(socket);
  return socket;
}
async function say(player: TestPlayer, text: string, image?: string): Promise<ChatMessage> {
  const body = { clientId: clientId(), text, ...(image ? { image } : {}) };
  return chatMessageSchema.parse(valueOf(await call(app, 'POST', API.chatMessages, body, { token: player.token })));
}

describe('a live conversation', () => {
  it('reaches the player and the desk as it happens: messages, the take, answers and the close', async () => {
    const player = await newPlayer(app);
    const bystander = await newPlayer(app);
    const playerSocket = await open('player', player.token);
    const otherSocket = await open('player', bystander.token);
    const desk = await open('operator', support);
    await Promise.all([playerSocket.next('ready'), otherSocket.next('ready'), desk.next('ready')]);

    const png = (
      await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
        .png()
        .toBuffer()
    ).toString('base64');
    const hello = await say(player, 'Hello support', png);
    // the desk hears of the new conversation, then of its message; each reader gets its own image address
    const waiting = await desk.next('conversation');
    expect(waiting).toEqual({
      type: 'conversation',
      conversationId: hello.conversationId,
      status: 'waiting',
      operatorName: null,
    });
    const atDesk = await desk.next('message', (frame) => frame.message.id === hello.id);
    expect(atDesk.message).toMatchObject({
      text: 'Hello support',
      imageUrl: expect.stringMatching(/^\/ops\/chats\/images\//),
    });
    const own = await playerSocket.next('message', (frame) => frame.message.id === hello.id);
    expect(own.message).toEqual(hello);

    const answered = chatMessageSchema.parse(
      valueOf(
        await call(
          app,
          'POST',
          OPS_API.chatMessages(hello.conversationId),
          { clientId: clientId(), text: 'Hi! How can I help?' },
          { token: support },
        ),
      ),
    );
    // the player heard of the new conversation too, then of its taking
    expect(await playerSocket.next('conversation')).toMatchObject({ status: 'waiting' });
    expect(await playerSocket.next('conversation')).toEqual({
      type: 'conversation',
      conversationId: hello.conversationId,
      status: 'active',
      operatorName: 'support',
    });
    expect((await playerSocket.next('message', (frame) => frame.message.author === 'system')).message).toMatchObject({
      event: 'taken',
    });
    expect((await playerSocket.next('message', (frame) => frame.message.id === answered.id)).message).toMatchObject({
      author: 'operator',
      operatorName: 'support',
      text: 'Hi! How can I help?',
    });

    const reply = await say(player, 'My deposit');
    await desk.next('message', (frame) => frame.message.id === reply.id);

    valueOf(await call(app, 'POST', OPS_API.chatClose(hello.conversationId), undefined, { token: support }));
    expect(await playerSocket.next('conversation', (frame) => frame.status === 'closed')).toMatchObject({
      conversationId: hello.conversationId,
    });
    await playerSocket.next('message', (frame) => frame.message.event === 'closed');

    // the other player heard nothing of it
    expect(otherSocket.frames).toEqual([{ type: 'ready' }]);
  });

  it('reaches every tab a player has open', async () => {
    const player = await newPlayer(app);
    const tabs = [await open('player', player.token), await open('player', player.token)];
    await Promise.all(tabs.map((tab) => tab.next('ready')));
    const sent = await say(player, 'From one tab');
    for (const tab of tabs) await tab.next('message', (frame) => frame.message.id === sent.id);
  });
});

describe('who may open a socket', () => {
  it('closes a socket whose first frame is no live session, or that never says who it is', async () => {
    for (const first of ['not json', JSON.stringify({ type: 'hello' })]) {
      const socket = await open('player');
      socket.sendRaw(first);
      expect(await socket.next('closed')).toEqual({ type: 'closed', reason: 'unauthenticated' });
    }
    const unknownToken = await open('player', 'x'.repeat(43));
    expect(await unknownToken.next('closed')).toEqual({ type: 'closed', reason: 'unauthenticated' });
    expect(await unknownToken.closed).toBe(4401);

    const silent = await open('player');
    expect(await silent.next('closed')).toEqual({ type: 'closed', reason: 'unauthenticated' });
    expect(await silent.closed).toBe(4401);

    // an operator's token is no player's session, and a player's is no operator's
    const wrongDoor = await open('player', support);
    expect(await wrongDoor.next('closed')).toMatchObject({ reason: 'unauthenticated' });
    const player = await newPlayer(app);
    const wrongDesk = await open('operator', player.token);
    expect(await wrongDesk.next('closed')).toMatchObject({ reason: 'unauthenticated' });
  });

  it('refuses trial accounts and cashiers', async () => {
    const trial = valueOf<{ token: string }>(await call(app, 'POST', API.freeplay, undefined, { ip: nextIp() })).token;
    const trialSocket = await open('player', trial);
    expect(await trialSocket.next('closed')).toEqual({ type: 'closed', reason: 'refused' });
    expect(await trialSocket.closed).toBe(4403);
    const cashierSocket = await open('operator', await operatorToken(app, 'cashier'));
    expect(await cashierSocket.next('closed')).toEqual({ type: 'closed', reason: 'refused' });
  });

  it('closes the socket of a session that logs out, with a closed frame', async () => {
    const player = await newPlayer(app);
    const socket = await open('player', player.token);
    await socket.next('ready');
    valueOf(await call(app, 'DELETE', API.logout, undefined, { token: player.token }));
    expect(await socket.next('closed', undefined, 3_000)).toEqual({ type: 'closed', reason: 'logged_out' });
    expect(await socket.closed).toBe(4401);

    const operator = await operatorToken(app, 'support');
    const desk = await open('operator', operator);
    await desk.next('ready');
    valueOf(await call(app, 'DELETE', OPS_API.logout, undefined, { token: operator }));
    expect(await desk.next('closed', undefined, 3_000)).toEqual({ type: 'closed', reason: 'logged_out' });
  });

  it('answers a plain GET of a socket address with the envelope', async () => {
    for (const path of Object.values(CHAT_SOCKET_PATHS)) {
      const response = await call(app, 'GET', path);
      expect(response.statusCode).toBe(426);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
    }
  });
});
