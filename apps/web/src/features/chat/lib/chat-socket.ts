import { CHAT_SOCKET_PATHS, chatSocketEventSchema, type ChatSocketEvent } from '@palaro/contract/chat';
import { apiUrl } from '../../../shared/lib/request-context';
import type { ConnectionState } from './chat-state';

/** The first wait after a drop, and the longest, doubling in between (each with a little jitter). */
export const RECONNECT = { firstMs: 1000, maxMs: 30_000 } as const;

/** The player's chat socket on the API's host: ws: or wss: as the page's own address is http: or https:. */
export function playerSocketUrl(): string {
  const address = new URL(apiUrl(CHAT_SOCKET_PATHS.player), window.location.href);
  address.protocol = address.protocol === 'https:' ? 'wss:' : 'ws:';
  return address.toString();
}

type Options = {
  url: string;
  /** The session token at each (re)connection; none ends the socket. */
  token: () => string | undefined;
  onEvent: (event: ChatSocketEvent) => void;
  onState: (state: ConnectionState) => void;
  backoff?: { firstMs: number; maxMs: number };
};

/**
 * The live chat's socket, kept open: the token goes in the first frame; a drop is followed by another try after
 * 1 s, 2 s, 4 s ... up to 30 s (at once when the device comes back online); a 'closed' frame (session ended, chat
 * refused) ends it for good.
 */
export function connectChatSocket({ url, token, onEvent, onState, backoff = RECONNECT }: Options): {
  close: () => void;
} {
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let stopped = false;

  const open = () => {
    timer = undefined;
    const current = token();
    if (!current) {
      stopped = true;
      onState('closed');
      return;
    }
    onState(failures === 0 ? 'connecting' : 'retrying');
    const opened = new WebSocket(url);
    socket = opened;
    opened.onopen = () => opened.send(JSON.stringify({ type: 'auth', token: current }));
    opened.onmessage = (message: MessageEvent<unknown>) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(message.data));
      } catch {
        return;
      }
      const frame = chatSocketEventSchema.safeParse(parsed);
      if (!frame.success) return;
      if (frame.data.type === 'ready') {
        failures = 0;
        onState('open');
      }
      if (frame.data.type === 'closed') {
        stopped = true;
        onState('closed');
      }
      onEvent(frame.data);
    };
    opened.onclose = () => {
      if (socket === opened) socket = null;
      if (stopped) return;
      const delay = Math.min(backoff.maxMs, backoff.firstMs * 2 ** failures) * (0.8 + Math.random() * 0.4);
      failures += 1;
      onState('retrying');
      timer = setTimeout(open, delay);
    };
  };

  const backOnline = () => {
    if (stopped || timer === undefined) return;
    clearTimeout(timer);
    open();
  };
  window.addEventListener('online', backOnline);
  open();

  return {
    close() {
      stopped = true;
      window.removeEventListener('online', backOnline);
      clearTimeout(timer);
      socket?.close();
    },
  };
}
