import type { Redis } from 'ioredis';
import type { ChatRecord, ConversationChange } from './view';

/** What one instance tells every instance (itself included) once it is committed. */
export type ChatBusEvent =
  | { type: 'message'; merchant: string; message: ChatRecord }
  | { type: 'conversation'; merchant: string; change: ConversationChange };

export type ChatBusListener = (event: ChatBusEvent) => void;

/**
 * The live chat's fan-out: every event published on any instance reaches the listeners of every instance, which
 * deliver it to their own sockets. In process for one instance; Redis pub/sub when REDIS_URL is set.
 */
export interface ChatBus {
  readonly kind: 'in-process' | 'redis';
  publish(event: ChatBusEvent): Promise<void>;
  subscribe(listener: ChatBusListener): () => void;
  close(): Promise<void>;
}

function listeners() {
  const all = new Set<ChatBusListener>();
  return {
    add(listener: ChatBusListener) {
      all.add(listener);
      return () => void all.delete(listener);
    },
    emit(event: ChatBusEvent) {
      for (const listener of all) listener(event);
    },
  };
}

/** One instance: published events go straight to this instance's listeners (after the publisher's own work). */
export function inProcessBus(): ChatBus {
  const local = listeners();
  return {
    kind: 'in-process',
    async publish(event) {
      queueMicrotask(() => local.emit(event));
    },
    subscribe: (listener) => local.add(listener),
    async close() {},
  };
}

/**
 * Every instance subscribed to one Redis channel: a publication comes back to every subscriber, the publisher's own
 * instance too, so each instance delivers an event exactly once whichever instance published it. The subscription
 * needs a connection of its own (a subscribed Redis connection can do nothing else); publishing uses the shared one.
 */
export async function redisBus(
  redis: Redis,
  channel: string,
  onProblem: (error: Error, detail: string) => void,
): Promise<ChatBus> {
  const local = listeners();
  const subscriber = redis.duplicate();
  subscriber.on('error', (error: Error) => onProblem(error, 'chat subscriber connection problem'));
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    let event: ChatBusEvent;
    try {
      event = JSON.parse(text) as ChatBusEvent;
    } catch (error) {
      onProblem(error as Error, 'unreadable chat event');
      return;
    }
    local.emit(event);
  });
  await subscriber.subscribe(channel);
  return {
    kind: 'redis',
    async publish(event) {
      await redis.publish(channel, JSON.stringify(event));
    },
    subscribe: (listener) => local.add(listener),
    async close() {
      await subscriber.quit();
    },
  };
}
