import { API, HEADER, publicKeySchema, RSA_PARAMS, sealBody } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';

export type Reply = { status: number; body: { success: boolean; errorCode?: string; value?: unknown } };

/** How load tests reach the server: app.inject in-process, or real HTTP to a spawned server. */
export interface MoneyClient {
  json(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: unknown,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<Reply>;
  /** Sealed like the web app seals (a fresh nonce per call, so a resend is a new body with the same content). */
  sealed(path: string, data: unknown, token: string): Promise<Reply>;
  /** A raw text body (webhooks). */
  raw(path: string, text: string, headers: Record<string, string>): Promise<Reply>;
}

type Key = { keyId: string; key: CryptoKey };

function withSealing(send: MoneyClient['json'], rawSend: MoneyClient['raw']): MoneyClient {
  let key: Promise<Key> | undefined;
  const publicKey = () => {
    key ??= (async () => {
      const reply = await send('GET', API.encryptionKey);
      const { keyId, jwk } = publicKeySchema.parse(reply.body.value);
      return { keyId, key: await crypto.subtle.importKey('jwk', jwk as JsonWebKey, RSA_PARAMS, false, ['encrypt']) };
    })().catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  };
  return {
    json: send,
    raw: rawSend,
    async sealed(path, data, token) {
      const { keyId, key: cryptoKey } = await publicKey();
      const body = await sealBody(cryptoKey, keyId, data, Date.now());
      return send('POST', path, body.body, token, { [HEADER.encryption]: body.header });
    },
  };
}

export function injectClient(app: FastifyInstance, ip = '127.0.0.1'): MoneyClient {
  const toReply = (response: { statusCode: number; body: string }): Reply => ({
    status: response.statusCode,
    body: JSON.parse(response.body) as Reply['body'],
  });
  return withSealing(
    async (method, url, payload, token, headers = {}) =>
      toReply(
        await app.inject({
          method,
          url,
          ...(payload === undefined ? {} : { payload: payload as object }),
          headers: { ...(token ? { [HEADER.authorization]: token } : {}), ...headers },
          remoteAddress: ip,
        }),
      ),
    async (url, text, headers) =>
      toReply(await app.inject({ method: 'POST', url, payload: text, headers, remoteAddress: ip })),
  );
}

export function httpClient(baseUrl: () => string): MoneyClient {
  const send = async (
    method: string,
    path: string,
    body: string | undefined,
    headers: Record<string, string>,
  ): Promise<Reply> => {
    const response = await fetch(`${baseUrl()}${path}`, { method, body, headers, signal: AbortSignal.timeout(15_000) });
    return { status: response.status, body: (await response.json()) as Reply['body'] };
  };
  return withSealing(
    (method, path, payload, token, headers = {}) =>
      send(method, path, payload === undefined ? undefined : JSON.stringify(payload), {
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { [HEADER.authorization]: token } : {}),
        ...headers,
      }),
    (path, text, headers) => send('POST', path, text, headers),
  );
}
