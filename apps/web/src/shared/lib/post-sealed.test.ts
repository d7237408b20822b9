import * as z from 'zod/mini';
import { openBody, RSA_PARAMS } from '@palaro/contract/encryption';
import { sendJson, startTestServer } from '../../testing/test-server';
import { postSealed } from './post-sealed';
import { forgetPublicKey } from './public-key';
import { setApiBaseUrl } from './request-context';

const loginValue = z.object({ token: z.string() });

async function keyPair(): Promise<CryptoKeyPair> {
  return crypto.subtle.generateKey(
    { ...RSA_PARAMS, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
}

describe('encrypted calls', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let keys: CryptoKeyPair;
  // Each key request answers with the next id; the server can open only bodies sealed for key-1.
  let keyIds: string[] = [];
  const opened: unknown[] = [];

  beforeAll(async () => {
    keys = await keyPair();
    const jwk = await crypto.subtle.exportKey('jwk', keys.publicKey);
    server = await startTestServer(async (request, response) => {
      if (request.url === '/wps/system/encryption/key') {
        return sendJson(response, 200, { success: true, value: { keyId: keyIds.shift() ?? 'key-1', jwk } });
      }
      try {
        const header = request.headers.encryption as string | undefined;
        const plain = await openBody((id) => (id === 'key-1' ? keys.privateKey : undefined), header, request.body);
        opened.push(plain.data);
        return sendJson(response, 200, { success: true, value: { token: 'sealed-ok' } });
      } catch {
        return sendJson(response, 400, { success: false, errorCode: 'request.encryption', message: 'Unknown error' });
      }
    });
    setApiBaseUrl(server.url);
  });

  afterAll(async () => {
    setApiBaseUrl('');
    await server.close();
  });

  beforeEach(() => {
    forgetPublicKey();
    opened.length = 0;
    server.requests.length = 0;
    keyIds = [];
  });

  it('seals the body for the server key, which opens it with its private key', async () => {
    const credentials = { username: 'juan', password: 'Secret123' };
    await expect(postSealed('/wps/session/login', credentials, loginValue)).resolves.toEqual({ token: 'sealed-ok' });
    expect(opened).toEqual([credentials]);
    const login = server.requests.find((request) => request.url === '/wps/session/login');
    expect(login?.headers.encryption).toMatch(/^key-1\.[A-Za-z0-9+/=]+$/);
    expect(JSON.stringify(login?.body)).not.toContain('Secret123');
  });

  it('fetches the public key once for many calls', async () => {
    await postSealed('/wps/session/login', { n: 1 }, loginValue);
    await postSealed('/wps/member/password', { n: 2 }, loginValue, 'POST');
    expect(server.requests.filter((request) => request.url === '/wps/system/encryption/key')).toHaveLength(1);
    expect(opened).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('fetches the new key and seals again once after the server has rotated its key', async () => {
    keyIds = ['retired-key'];
    await expect(postSealed('/wps/session/login', { n: 1 }, loginValue)).resolves.toEqual({ token: 'sealed-ok' });
    expect(server.requests.filter((request) => request.url === '/wps/system/encryption/key')).toHaveLength(2);
    expect(opened).toEqual([{ n: 1 }]);
  });
});
