/// <reference types="node" />
import { sendJson, startTestServer, type RecordedRequest } from './test-server';

export type Answer = { status?: number; body: unknown; delayMs?: number };
type Route = (request: RecordedRequest, url: URL) => Answer | undefined;

export const ok = (value: unknown): Answer => ({ body: { success: true, value } });
export const refused = (status: number, errorCode: string, message: string): Answer => ({
  status,
  body: { success: false, errorCode, message },
});

/** A real HTTP server answering the game calls through `route`; `calls(path)` lists the queries it received. */
export async function startGamesServer(route: Route) {
  const server = await startTestServer(async (request, response) => {
    const url = new URL(request.url, 'http://localhost');
    const answer = route(request, url) ?? refused(404, 'not.found', 'Not found');
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    sendJson(response, answer.status ?? 200, answer.body);
  });
  const calls = (path: string) =>
    server.requests
      .filter((request) => new URL(request.url, 'http://localhost').pathname === path)
      .map((request) => ({ ...request, query: new URL(request.url, 'http://localhost').searchParams }));
  return { ...server, calls };
}
