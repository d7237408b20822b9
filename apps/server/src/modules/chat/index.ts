import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { inProcessBus, redisBus, type ChatBusEvent } from './event-bus';
import { chatOpsRoutes } from './routes-ops';
import { chatRoutes } from './routes-player';
import { chatSocketRoutes } from './routes-sockets';
import { createChatService } from './service';
import { createChatDesk } from './service-ops';
import type { SocketTimings } from './socket-connection';
import { socketDoors } from './socket-doors';
import { createSocketHub } from './socket-hub';

export type ChatOptions = {
  /** Prefix of every Redis key and channel (the app's), so deployments sharing one Redis stay apart. */
  redisPrefix: string;
  /** How long a socket may wait to authenticate, and how often its session is checked again. */
  sockets?: Partial<SocketTimings> | undefined;
};

const DEFAULT_TIMINGS: SocketTimings = { authWithinMs: 10_000, checkEveryMs: 30_000 };

/**
 * Live chat (SPEC 2.3, 4, 6, 7.7): players talk to support over HTTP calls and a WebSocket; operators take, answer
 * and close conversations; every instance relays what any instance commits to its own sockets.
 */
export const chatModule = fp(
  async (app: FastifyInstance, options: ChatOptions) => {
    const { db, clock, kv } = app;
    const { merchant: config } = app.config;
    const merchant = config.merchantCode;
    // with Redis, every instance hears every instance; without it this instance is the only one
    const bus = app.redis
      ? await redisBus(app.redis, `${options.redisPrefix}chat`, (error, detail) => app.log.warn({ err: error }, detail))
      : inProcessBus();
    const hub = createSocketHub(merchant);
    const unsubscribe = bus.subscribe((event) => hub.deliver(event));
    app.addHook('onClose', async () => {
      unsubscribe();
      await bus.close();
    });

    // the change is committed and answered whatever happens here: a socket that missed it reads it on reconnecting
    const publish = async (events: ChatBusEvent[]) => {
      for (const event of events)
        await bus.publish(event).catch((error: unknown) => {
          app.log.warn({ err: error }, 'chat event not published');
        });
    };

    const enabled = config.flags.CBS3;
    const chat = createChatService({ db, merchant, enabled, clock, kv, publish });
    const desk = createChatDesk({ db, merchant, clock, audit: app.operators.audit, publish });
    await app.register(chatRoutes, { chat });
    await app.register(chatOpsRoutes, { desk });

    await app.register(chatSocketRoutes, {
      ...socketDoors(app, hub, enabled),
      timings: { ...DEFAULT_TIMINGS, ...options.sockets },
    });
  },
  { name: 'chat', dependencies: ['sessions', 'operators', 'key-value', '@fastify/websocket'] },
);
