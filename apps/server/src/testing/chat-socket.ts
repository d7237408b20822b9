import { chatSocketEventSchema, type ChatSocketEvent } from '@palaro/contract';
import WebSocket from 'ws';

/** A chat socket as a client sees it: every frame it got, and a wait for the next one that matches. */
export type TestChatSocket = {
  frames: ChatSocketEvent[];
  /** The first frame (already here or still to come) that matches, after the ones a previous call took. */
  next<K extends ChatSocketEvent['type']>(
    type: K,
    match?: (frame: Extract<ChatSocketEvent, { type: K }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<ChatSocketEvent, { type: K }>>;
  /** Resolves with the close code once the server closed the socket. */
  closed: Promise<number>;
  /** Sends a frame as it is (a client that does not follow the protocol). */
  sendRaw(text: string): void;
  close(): void;
};

/** Opens a real WebSocket to `url` (ws://host:port/path) and, when given, sends the auth frame with `token`. */
export async function openChatSocket(url: string, token?: string): Promise<TestChatSocket> {
  const socket = new WebSocket(url);
  const frames: ChatSocketEvent[] = [];
  const waiters = new Set<() => void>();
  const taken = new Set<ChatSocketEvent>();
  socket.on('message', (data) => {
    frames.push(chatSocketEventSchema.parse(JSON.parse(data.toString())));
    for (const wake of waiters) wake();
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  if (token !== undefined) socket.send(JSON.stringify({ type: 'auth', token }));

  return {
    frames,
    closed,
    next(type, match = () => true, timeoutMs = 5_000) {
      type Wanted = Extract<ChatSocketEvent, { type: typeof type }>;
      const find = () =>
        frames.find((frame): frame is Wanted => !taken.has(frame) && frame.type === type && match(frame as Wanted));
      return new Promise<Wanted>((resolve, reject) => {
        const check = () => {
          const found = find();
          if (!found) return;
          taken.add(found);
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no ${type} frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    sendRaw: (text) => socket.send(text),
    close: () => socket.close(),
  };
}

/** The ws:// address of a socket path on a listening app's http:// address. */
export const socketUrl = (httpUrl: string, path: string) => `${httpUrl.replace(/^http/, 'ws')}${path}`;
