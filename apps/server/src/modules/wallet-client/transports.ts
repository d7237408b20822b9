import type { FastifyInstance } from 'fastify';

/** What came back from one wallet call: the HTTP status and the parsed body (undefined when it was not JSON). */
export type WalletReply = { status: number; body: unknown };

/** Sends one signed body to a wallet path; throws when nothing usable came back (network, timeout). */
export type WalletTransport = (path: string, body: string, headers: Record<string, string>) => Promise<WalletReply>;

/** The wallet of this same process, reached through its HTTP routes without a socket: same bytes, same checks. */
export function injectTransport(app: FastifyInstance): WalletTransport {
  return async (path, body, headers) => {
    const response = await app.inject({
      method: 'POST',
      url: path,
      payload: body,
      headers: { ...headers, 'content-type': 'application/json' },
    });
    let parsed: unknown;
    try {
      parsed = response.json();
    } catch {
      parsed = undefined;
    }
    return { status: response.statusCode, body: parsed };
  };
}

/**
 * The wallet of another process over HTTP(S), as an outside provider reaches it. A base given as a function is read
 * per call (the simulator's own address is known only once the server listens).
 */
export function httpTransport(baseUrl: string | (() => string), timeoutMs = 5_000): WalletTransport {
  const baseOf = typeof baseUrl === 'function' ? baseUrl : () => baseUrl;
  return async (path, body, headers) => {
    const base = baseOf().replace(/\/+$/, '');
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      body,
      headers: { ...headers, 'content-type': 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    return { status: response.status, body: parsed };
  };
}
