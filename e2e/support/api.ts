import { request as playwrightRequest } from '@playwright/test';
import { API, HEADER, publicKeySchema, RSA_PARAMS, sealBody, type LoginValue } from '@palaro/contract';
import { baseUrl, type ServerName } from './servers';

// Talks to a running test server the way the web app does (sealed bodies included), so tests can set up
// real accounts and sessions without clicking through screens that other tests already cover.

export const MERCHANT = 'PALARO';
export const DEMO = { username: 'demo', password: 'Demo1234' } as const;
export const AGENT = { username: 'agent', password: 'Agent1234' } as const;
export const TEST_CAPTCHA_CODE = '1234';
export const TEST_SMS_CODE = '123456';

type Envelope<T> = { success: boolean; value: T; errorCode?: string; message?: string };

export async function apiCall<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { data?: unknown; token?: string; server?: ServerName; sealed?: boolean; ip?: string } = {},
): Promise<Envelope<T>> {
  const context = await playwrightRequest.newContext({ baseURL: baseUrl(options.server ?? 'main') });
  try {
    const headers: Record<string, string> = { [HEADER.merchant]: MERCHANT };
    if (options.token) headers[HEADER.authorization] = options.token;
    // the test servers trust X-Forwarded-For, so a test can be a client of its own for the per-IP limits
    if (options.ip) headers['x-forwarded-for'] = options.ip;
    let data = options.data;
    if (options.sealed) {
      const keyResponse = await context.get(API.encryptionKey, { headers });
      const { keyId, jwk } = publicKeySchema.parse(((await keyResponse.json()) as Envelope<unknown>).value);
      const key = await crypto.subtle.importKey('jwk', jwk as JsonWebKey, RSA_PARAMS, false, ['encrypt']);
      const sealed = await sealBody(key, keyId, options.data);
      headers[HEADER.encryption] = sealed.header;
      data = sealed.body;
    }
    const response = await context.fetch(path, { method, headers, ...(data === undefined ? {} : { data }) });
    return (await response.json()) as Envelope<T>;
  } finally {
    await context.dispose();
  }
}

/** Logs in through the real login call and answers the session value the web app would store. */
export async function loginByApi(
  username: string,
  password: string,
  server: ServerName = 'main',
  ip?: string,
): Promise<LoginValue> {
  const reply = await apiCall<LoginValue>('POST', API.login, {
    data: { type: 'username', username, password },
    sealed: true,
    server,
    ip,
  });
  if (!reply.success) throw new Error(`log in as ${username} failed: ${reply.errorCode ?? ''} ${reply.message ?? ''}`);
  return reply.value;
}
