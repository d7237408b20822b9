import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type GatewayRequest = { headers: IncomingHttpHeaders; body: Record<string, unknown> };
/** How the gateway answers one request: a status (and body), or never ('hang'). */
export type GatewayAnswer = { status: number; body?: string | ((request: GatewayRequest) => string) } | 'hang';

export type LocalSmsGateway = {
  url: string;
  received: GatewayRequest[];
  /** Answers for the next requests, in order; 200 once they run out. */
  answers: GatewayAnswer[];
  close: () => Promise<void>;
};

/** A real HTTP server on a free local port standing in for an SMS gateway: it keeps every request it gets. */
export async function localSmsGateway(): Promise<LocalSmsGateway> {
  const received: GatewayRequest[] = [];
  const answers: GatewayAnswer[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      let text = '';
      for await (const chunk of request) text += String(chunk);
      const got = { headers: request.headers, body: JSON.parse(text) as Record<string, unknown> };
      received.push(got);
      const answer = answers.shift() ?? { status: 200 };
      if (answer === 'hang') return;
      const body = typeof answer.body === 'function' ? answer.body(got) : (answer.body ?? '{}');
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`,
    received,
    answers,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
