import { randomBytes } from 'node:crypto';
import { API, CHAT_SOCKET_PATHS, chatMessageSchema, OPS_API } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, valueOf } from '../../testing/api-client';
import { openChatSocket, socketUrl, type TestChatSocket } from '../../testing/chat-socket';
import { newPlayer, operatorToken } from '../../testing/money-fixtures';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';
import { inProcessBus, type ChatBusEvent } from './event-bus';

// Several server instances on one database: each delivers to its own sockets what any instance committed, through
// Redis when REDIS_URL is set. PGlite is one in-process database, so the instances share its handle (`db`).
const database = useTestDatabase();
const sockets: TestChatSocket[] = [];
const apps: FastifyInstance[] = [];
const clientId = () => randomBytes(9).toString('base64url');

afterAll(async () => {
  for (const socket of sockets) socket.close();
  for (const app of apps) await app.close();
});

async function instance(options: {
  redisPrefix: string;
  redis: boolean;
}): Promise<{ app: FastifyInstance; url: string }> {
  const app = await buildTestApp({
    ...database.connection(),
    redisPrefix: options.redisPrefix,
    ...(options.redis ? {} : { redisUrl: undefined }),
  });
  apps.push(app);
  return { app, url: await app.listen({ port: 0, host: '127.0.0.1' }) };
}
async function open(url: string, kind: 'player' | 'operator', token: string): Promise<TestChatSocket> {
  const socket = await openChatSocket(socketUrl(url, CHAT_SOCKET_PATHS[kind]), token);
  sockets.push(socket);
  await socket.next('ready');
  return socket;
}

describe('two instances sharing Redis', () => {
  const prefix = `palaro-test:${randomBytes(6).toString('hex')}:`;
  let a: { app: FastifyInstance; url: string };
  let b: { app: FastifyInstance; url: string };
  beforeAll(async () => {
    if (!process.env.REDIS_URL) return;
    a = await instance({ redisPrefix: prefix, redis: true });
    b = await instance({ redisPrefix: prefix, redis: true });
  });

  it.skipIf(!process.env.REDIS_URL)('let a player on one and an operator on the other talk in real time', async () => {
    const player = await newPlayer(a.app);
    const support = await operatorToken(b.app, 'support');
    const playerSocket = await open(a.url, 'player', player.token);
    const desk = await open(b.url, 'operator', support);

    const hello = chatMessageSchema.parse(
      valueOf(
        await call(
          a.app,
          'POST',
          API.chatMessages,
          { clientId: clientId(), text: 'Hi from A' },
          {
            token: player.token,
          },
        ),
      ),
    );
    expect((await desk.next('message', (frame) => frame.message.id === hello.id)).message.text).toBe('Hi from A');

    const answer = chatMessageSchema.parse(
      valueOf(
        await call(
          b.app,
          'POST',
          OPS_API.chatMessages(hello.conversationId),
          { clientId: clientId(), text: 'Hello from B' },
          { token: support },
        ),
      ),
    );
    const heard = await playerSocket.next('message', (frame) => frame.message.id === answer.id);
    expect(heard.message).toMatchObject({ author: 'operator', operatorName: 'support', text: 'Hello from B' });
    // each event arrives once on each instance, though both instances hear the channel
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(
      playerSocket.frames.filter((frame) => frame.type === 'message' && frame.message.id === answer.id),
    ).toHaveLength(1);
    expect(desk.frames.filter((frame) => frame.type === 'message' && frame.message.id === hello.id)).toHaveLength(1);
  });
});

describe('instances without Redis', () => {
  it('each relay their own changes to their own sockets; the other reads them from the database', async () => {
    const prefix = `palaro-test:${randomBytes(6).toString('hex')}:`;
    const a = await instance({ redisPrefix: prefix, redis: false });
    const b = await instance({ redisPrefix: prefix, redis: false });
    const player = await newPlayer(a.app);
    const support = await operatorToken(b.app, 'support');
    const onA = await open(a.url, 'operator', await operatorToken(a.app, 'support'));
    const onB = await open(b.url, 'operator', support);
    const hello = chatMessageSchema.parse(
      valueOf(
        await call(
          a.app,
          'POST',
          API.chatMessages,
          { clientId: clientId(), text: 'Only A hears this' },
          {
            token: player.token,
          },
        ),
      ),
    );
    await onA.next('message', (frame) => frame.message.id === hello.id);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(onB.frames).toEqual([{ type: 'ready' }]);
    const detail = valueOf<{ messages: { id: string }[] }>(
      await call(b.app, 'GET', OPS_API.chat(hello.conversationId), undefined, { token: support }),
    );
    expect(detail.messages.map((message) => message.id)).toEqual([hello.id]);
  });

  it('the in-process bus hands every event to every listener, after the publisher’s own work', async () => {
    const bus = inProcessBus();
    const heard: ChatBusEvent[][] = [[], []];
    const stop = heard.map((list) => bus.subscribe((event) => list.push(event)));
    const event: ChatBusEvent = {
      type: 'conversation',
      merchant: 'PALARO',
      change: { conversationId: '1', accountId: '2', status: 'waiting', operatorName: null },
    };
    await bus.publish(event);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).toEqual([[event], [event]]);
    stop[0]?.();
    await bus.publish(event);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard.map((list) => list.length)).toEqual([1, 2]);
    await bus.close();
  });
});
