import { chatSocketAuthSchema, type ChatSocketEvent } from '@palaro/contract';
import type { FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { ApiError } from '../../http/api-error';
import type { ChatClient } from './socket-hub';

type ClosedReason = Extract<ChatSocketEvent, { type: 'closed' }>['reason'];

/** Whom a token admits to a chat socket, or why it does not. */
export type Admission<T> = { who: T } | { refused: Exclude<ClosedReason, 'logged_out'> };

/** What a kind of socket (the player's, the desk's) checks and joins. */
export type SocketDoor<T> = {
  /** Throws an ApiError 401 for a token of no live session; `ip` is the client's (operators' audit). */
  admit(token: string, ip: string): Promise<Admission<T>>;
  /** Whether the admitted session is still live (asked now and then, not counted as use). */
  stillLive(who: T): Promise<boolean>;
  join(who: T, client: ChatClient): () => void;
};

export type SocketTimings = {
  /** The first frame (auth) must come within this time. */
  authWithinMs: number;
  /** How often the session is checked again, and the connection pinged (one missed pong ends it). */
  checkEveryMs: number;
};

// application close codes (4000-4999): the client learns why from the 'closed' frame before them
const CLOSE_CODE: Record<ClosedReason, number> = { unauthenticated: 4401, logged_out: 4401, refused: 4403 };

/**
 * One chat socket: the first frame carries the session token (never the address, which is logged); a live session
 * joins the hub and gets 'ready'; a session that ends later gets 'closed' (logged_out) and the socket closes. Frames
 * after the first are ignored: messages are sent over HTTP, which answers each one.
 */
export function serveChatSocket<T>(
  socket: WebSocket,
  door: SocketDoor<T>,
  timings: SocketTimings,
  request: FastifyRequest,
): void {
  let state: 'waiting' | 'admitting' | 'open' | 'done' = 'waiting';
  let leave: (() => void) | undefined;
  let checks: NodeJS.Timeout | undefined;
  let answeredPing = true;

  const send = (frame: ChatSocketEvent) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
  };
  const end = (reason: ClosedReason) => {
    if (state === 'done') return;
    state = 'done';
    send({ type: 'closed', reason });
    socket.close(CLOSE_CODE[reason], reason);
  };
  /** An error of ours: the client reconnects later (no 'closed' frame, which would stop it). */
  const fail = (error: unknown) => {
    request.log.warn({ err: error }, 'chat socket failed');
    state = 'done';
    socket.close(1011, 'server error');
  };
  const authTimer = setTimeout(() => end('unauthenticated'), timings.authWithinMs);

  const watch = (who: T) => {
    checks = setInterval(() => {
      if (!answeredPing) {
        socket.terminate();
        return;
      }
      answeredPing = false;
      socket.ping();
      door.stillLive(who).then((live) => {
        if (!live) end('logged_out');
      }, fail);
    }, timings.checkEveryMs);
  };

  const admit = async (data: RawData, isBinary: boolean) => {
    const parsed = isBinary ? undefined : chatSocketAuthSchema.safeParse(parseJson(data.toString()));
    if (!parsed?.success) return end('unauthenticated');
    let admission: Admission<T>;
    try {
      admission = await door.admit(parsed.data.token, request.ip);
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 401) return end('unauthenticated');
      return fail(error);
    }
    if (state !== 'admitting') return; // the client went away meanwhile
    if ('refused' in admission) return end(admission.refused);
    state = 'open';
    // 'ready' first: the client fetches the history on it, and every message from here on reaches it as a frame
    send({ type: 'ready' });
    leave = door.join(admission.who, { send });
    watch(admission.who);
  };

  socket.on('pong', () => {
    answeredPing = true;
  });
  socket.on('message', (data, isBinary) => {
    if (state !== 'waiting') return;
    state = 'admitting';
    clearTimeout(authTimer);
    admit(data, isBinary).catch(fail);
  });
  socket.on('close', () => {
    state = 'done';
    clearTimeout(authTimer);
    clearInterval(checks);
    leave?.();
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
