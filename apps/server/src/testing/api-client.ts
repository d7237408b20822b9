import { API, HEADER, publicKeySchema, RSA_PARAMS, sealBody } from '@palaro/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type CallOptions = { token?: string; ip?: string; now?: number; headers?: Record<string, string> };

const keys = new WeakMap<FastifyInstance, Promise<{ keyId: string; key: CryptoKey }>>();

function publicKey(app: FastifyInstance) {
  let key = keys.get(app);
  if (!key) {
    key = (async () => {
      const response = await app.inject({ url: API.encryptionKey });
      const { keyId, jwk } = publicKeySchema.parse(response.json<{ value: unknown }>().value);
      return { keyId, key: await crypto.subtle.importKey('jwk', jwk as JsonWebKey, RSA_PARAMS, false, ['encrypt']) };
    })();
    keys.set(app, key);
  }
  return key;
}

function headersOf(options: CallOptions): Record<string, string> {
  return { ...(options.token ? { [HEADER.authorization]: options.token } : {}), ...options.headers };
}

export type Sealed = { header: string; body: { value: string } };

/** Seals `data` the way the web app does. */
export async function seal(app: FastifyInstance, data: unknown, now: number = Date.now()): Promise<Sealed> {
  const { keyId, key } = await publicKey(app);
  return sealBody(key, keyId, data, now);
}

/** Sends an already sealed body (sending it twice is a replay). */
export function sendSealed(app: FastifyInstance, method: Method, url: string, body: Sealed, options: CallOptions = {}) {
  return app.inject({
    method,
    url,
    payload: body.body,
    headers: { ...headersOf(options), [HEADER.encryption]: body.header },
    remoteAddress: options.ip ?? '127.0.0.1',
  });
}

/** An encrypted call, sealed the way the web app seals it. */
export async function sealed(
  app: FastifyInstance,
  method: Method,
  url: string,
  data: unknown,
  options: CallOptions = {},
) {
  return sendSealed(app, method, url, await seal(app, data, options.now), options);
}

/** A plain JSON call. */
export function call(app: FastifyInstance, method: Method, url: string, payload?: object, options: CallOptions = {}) {
  return app.inject({ method, url, payload, headers: headersOf(options), remoteAddress: options.ip ?? '127.0.0.1' });
}

/** The `value` of a success envelope; fails the test with the body otherwise. */
export function valueOf<T>(response: LightMyRequestResponse): T {
  const body = response.json<{ success: boolean; value: T }>();
  if (response.statusCode !== 200 || !body.success)
    throw new Error(`expected success, got ${response.statusCode} ${response.body}`);
  return body.value;
}

export async function login(app: FastifyInstance, username: string, password: string, options: CallOptions = {}) {
  return sealed(app, 'POST', API.login, { type: 'username', username, password }, options);
}

/** Logs in and answers the session token. */
export async function tokenFor(
  app: FastifyInstance,
  username: string,
  password: string,
  options: CallOptions = {},
): Promise<string> {
  return valueOf<{ token: string }>(await login(app, username, password, options)).token;
}

/** A fresh captcha id for `ip` (its answer: the TEST_CAPTCHA_CODE the test app was built with). */
export async function captchaId(app: FastifyInstance, ip = '127.0.0.1'): Promise<string> {
  return valueOf<{ captchaId: string }>(await call(app, 'GET', API.captcha, undefined, { ip })).captchaId;
}
