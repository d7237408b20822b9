import { chatSocketEventSchema, type ChatSocketEvent } from '@palaro/contract';

/** How the desk's live connection stands, for its status line. */
export type SocketStatus =
  | { state: 'connecting' }
  | { state: 'live' }
  | { state: 'retrying'; inMs: number }
  | { state: 'stopped'; reason: 'unauthenticated' | 'logged_out' | 'refused' };

type Options = {
  url: string;
  token: string;
  onEvent: (event: ChatSocketEvent) => void;
  onStatus: (status: SocketStatus) => void;
  /** After every `ready`: events may have been missed while the socket was down, so the lists load again. */
  onReady: () => void;
};

export const RECONNECT = { firstMs: 1_000, maxMs: 30_000 } as const;

/**
 * The wait before reconnect attempt `attempt` (0 first): doubling from a second up to 30 seconds, each drawn at
 * random from its upper half, so that many desks cut off together do not all come back in the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT.maxMs, RECONNECT.firstMs * 2 ** attempt);
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/**
 * The operators' chat socket (CHAT_SOCKET_PATHS.operator): the token goes in the first frame, never in the address
 * (addresses are logged). It reconnects with backoff until closed, or until the server says the session is over.
 */
export function openChatSocket({ url, token, onEvent, onStatus, onReady }: Options): { close: () => void } {
  let socket: WebSocket | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let done = false;

  const stop = () => {
    done = true;
    if (timer !== undefined) clearTimeout(timer);
    const current = socket;
    // closing a socket that is still connecting makes browsers warn; it closes as soon as it opens instead
    if (current?.readyState === WebSocket.CONNECTING) current.addEventListener('open', () => current.close());
    else current?.close();
  };

  const connect = () => {
    onStatus({ state: 'connecting' });
    const current = new WebSocket(url);
    socket = current;
    current.addEventListener('open', () => {
      if (!done) current.send(JSON.stringify({ type: 'auth', token }));
    });
    current.addEventListener('message', (message: MessageEvent) => {
      let frame: unknown;
      try {
        frame = JSON.parse(String(message.data));
      } catch {
        return;
      }
      const parsed = chatSocketEventSchema.safeParse(frame);
      if (!parsed.success) return;
      const event = parsed.data;
      if (event.type === 'ready') {
        attempt = 0;
        onStatus({ state: 'live' });
        onReady();
      } else if (event.type === 'closed') {
        stop();
        onStatus({ state: 'stopped', reason: event.reason });
      }
      onEvent(event);
    });
    current.addEventListener('close', () => {
      if (done || socket !== current) return;
      const inMs = reconnectDelay(attempt);
      attempt += 1;
      onStatus({ state: 'retrying', inMs });
      timer = setTimeout(connect, inMs);
    });
  };

  connect();
  return { close: stop };
}
