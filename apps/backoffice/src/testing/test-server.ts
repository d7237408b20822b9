/// <reference types="node" />
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { CHAT_SOCKET_PATHS } from '@palaro/contract';

export type RecordedRequest = {
  method: string;
  /** The path without its query. */
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
};
/** An answer: a JSON body with a status, or raw bytes of a content type (an image). */
export type Answer = { status?: number; json: unknown } | { status?: number; bytes: Uint8Array; type: string };
export type Route = Answer | ((request: RecordedRequest) => Answer | Promise<Answer>);

export const ok = (value: unknown): Answer => ({ json: { success: true, value } });
export const fail = (status: number, errorCode: string, message: string, fields?: Record<string, string>): Answer => ({
  status,
  json: { success: false, errorCode, message, ...(fields ? { fields } : {}) },
});
/** What the real server answers for a path it has no route for. */
export const NOT_FOUND = fail(404, 'not.found', 'Not found');

function send(response: ServerResponse, answer: Answer): void {
  const status = answer.status ?? 200;
  if ('bytes' in answer) {
    response.writeHead(status, { 'content-type': answer.type });
    response.end(Buffer.from(answer.bytes));
    return;
  }
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(answer.json));
}

/**
 * A real HTTP server on a free local port standing in for the operator API, routes keyed "METHOD /path"
 * (anything else answers the server's 404 envelope), and the operators' chat socket on the same port.
 */
export async function startTestServer(routes: Record<string, Route> = {}) {
  const requests: RecordedRequest[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const url = new URL(incoming.url ?? '/', 'http://test');
      const request: RecordedRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: incoming.headers,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      requests.push(request);
      const route = routes[`${request.method} ${request.path}`];
      void Promise.resolve(typeof route === 'function' ? route(request) : (route ?? NOT_FOUND)).then(
        (answer) => send(response, answer),
        (error: unknown) => send(response, { status: 500, json: { error: String(error) } }),
      );
    });
  });

  const sockets = new WebSocketServer({ noServer: true });
  const clients = new Set<WebSocket>();
  const frames: unknown[] = [];
  let onAuth: (socket: WebSocket, token: string) => void = (socket) => socket.send(JSON.stringify({ type: 'ready' }));
  server.on('upgrade', (request, socket, head) => {
    if (new URL(request.url ?? '/', 'http://test').pathname !== CHAT_SOCKET_PATHS.operator) {
      socket.destroy();
      return;
    }
    sockets.handleUpgrade(request, socket, head, (client) => {
      clients.add(client);
      client.on('close', () => clients.delete(client));
      client.on('message', (data: Buffer) => {
        const frame = JSON.parse(data.toString('utf8')) as { type?: string; token?: string };
        frames.push(frame);
        if (frame.type === 'auth') onAuth(client, frame.token ?? '');
      });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    routes,
    /** The requests to one "METHOD /path" so far. */
    calls: (key: string) => requests.filter((request) => `${request.method} ${request.path}` === key),
    socket: {
      /** Every frame the clients sent, in order. */
      frames,
      connections: () => clients.size,
      /** Sends a frame to every connected client. */
      push: (frame: unknown) => {
        for (const client of clients) client.send(JSON.stringify(frame));
      },
      /** Cuts every connection without a closing handshake, as a lost network would. */
      drop: () => {
        for (const client of clients) client.terminate();
      },
      answerAuth: (handler: (socket: WebSocket, token: string) => void) => {
        onAuth = handler;
      },
    },
    close: async () => {
      for (const client of clients) client.terminate();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;
