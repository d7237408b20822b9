import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENCRYPTION_MAX_SKEW_MS, RSA_PARAMS, publicKeySchema, sealBody } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { makeTempDir, removeTempDirs } from '../../testing/temp-dir';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';

const database = useTestDatabase();
const loginSchema = z.object({ username: z.string().min(4), password: z.string().min(6) });
let app: FastifyInstance;

// a stand-in for the encrypted calls of later issues (login, register, withdraw), registered only here
function addSealedRoute(target: FastifyInstance) {
  target.post('/wps/test/sealed', async (request) => ok(await target.openSealed(request, loginSchema)));
}

async function publicKey(target: FastifyInstance) {
  const response = await target.inject({ url: '/wps/system/encryption/key' });
  expect(response.statusCode).toBe(200);
  const { keyId, jwk } = publicKeySchema.parse(response.json<{ value: unknown }>().value);
  const key = await crypto.subtle.importKey('jwk', jwk as JsonWebKey, RSA_PARAMS, false, ['encrypt']);
  return { keyId, key };
}

async function send(target: FastifyInstance, sealed: { header: string; body: unknown }) {
  return target.inject({
    method: 'POST',
    url: '/wps/test/sealed',
    headers: { encryption: sealed.header },
    payload: sealed.body as object,
  });
}

beforeAll(async () => {
  app = await buildTestApp(database.connection());
  addSealedRoute(app);
});
afterAll(async () => {
  await app.close();
  removeTempDirs();
});

describe('encrypted bodies', () => {
  it('publishes an RSA-OAEP-256 public key and nothing private', async () => {
    const response = await app.inject({ url: '/wps/system/encryption/key' });
    const { jwk } = publicKeySchema.parse(response.json<{ value: unknown }>().value);
    expect(jwk).toMatchObject({ kty: 'RSA', alg: 'RSA-OAEP-256', e: 'AQAB' });
    expect(['p', 'q', 'dp', 'dq', 'qi', 'd'].some((field) => field in jwk)).toBe(false);
  });

  it('accepts a sealed body once and refuses it when replayed', async () => {
    const { keyId, key } = await publicKey(app);
    const sealed = await sealBody(key, keyId, { username: 'demo', password: 'Demo1234' });
    const first = await send(app, sealed);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, value: { username: 'demo', password: 'Demo1234' } });
    const replay = await send(app, sealed);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ success: false, errorCode: 'request.replayed' });
  });

  it('refuses stale and future bodies', async () => {
    const { keyId, key } = await publicKey(app);
    for (const ts of [Date.now() - ENCRYPTION_MAX_SKEW_MS - 5000, Date.now() + ENCRYPTION_MAX_SKEW_MS + 5000]) {
      const response = await send(app, await sealBody(key, keyId, { username: 'demo', password: 'Demo1234' }, ts));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: 'request.replayed' });
    }
  });

  it('refuses tampered, unsealed, unknown-key and header-less bodies', async () => {
    const { keyId, key } = await publicKey(app);
    const sealed = await sealBody(key, keyId, { username: 'demo', password: 'Demo1234' });
    const flipped =
      sealed.body.value.slice(0, 20) + (sealed.body.value[20] === 'A' ? 'B' : 'A') + sealed.body.value.slice(21);
    const attempts = [
      send(app, { header: sealed.header, body: { value: flipped } }),
      send(app, { header: sealed.header, body: { username: 'demo', password: 'Demo1234' } }),
      send(app, { header: `other${sealed.header}`, body: sealed.body }),
      app.inject({ method: 'POST', url: '/wps/test/sealed', payload: sealed.body }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'request.encryption' });
    }
  });

  it('checks the decrypted data against the call schema', async () => {
    const { keyId, key } = await publicKey(app);
    const response = await send(app, await sealBody(key, keyId, { username: 'me', password: 'Demo1234' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'request.invalid', fields: { username: expect.any(String) } });
  });
});

describe('server key', () => {
  it('is created in DATA_DIR/keys.json on first start and kept across restarts', async () => {
    const dataDir = makeTempDir('keys');
    const first = await buildTestApp({ ...database.connection(), dataDir });
    const before = await publicKey(first);
    await first.close();
    expect(JSON.parse(readFileSync(join(dataDir, 'keys.json'), 'utf8'))).toHaveProperty('privateKey.d');
    const second = await buildTestApp({ ...database.connection(), dataDir });
    addSealedRoute(second);
    expect((await publicKey(second)).keyId).toBe(before.keyId);
    // a body sealed for the first process opens in the second one
    const response = await send(
      second,
      await sealBody(before.key, before.keyId, { username: 'demo', password: 'Demo1234' }),
    );
    expect(response.statusCode).toBe(200);
    await second.close();
  });

  it('can be shared by instances through ENCRYPTION_PRIVATE_KEY', async () => {
    const pair = await crypto.subtle.generateKey(
      { ...RSA_PARAMS, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
      true,
      ['encrypt', 'decrypt'],
    );
    const encryptionPrivateKey = JSON.stringify(await crypto.subtle.exportKey('jwk', pair.privateKey));
    const [one, two] = await Promise.all([
      buildTestApp({ ...database.connection(), encryptionPrivateKey }),
      buildTestApp({ ...database.connection(), encryptionPrivateKey }),
    ]);
    addSealedRoute(two);
    const { keyId } = await publicKey(one);
    expect((await publicKey(two)).keyId).toBe(keyId);
    const response = await send(two, await sealBody(pair.publicKey, keyId, { username: 'demo', password: 'Demo1234' }));
    expect(response.statusCode).toBe(200);
    await Promise.all([one.close(), two.close()]);
  });

  it('refuses to start with a broken ENCRYPTION_PRIVATE_KEY', async () => {
    await expect(buildTestApp({ ...database.connection(), encryptionPrivateKey: '{"kty":"RSA"}' })).rejects.toThrow(
      'ENCRYPTION_PRIVATE_KEY: expected an RSA private key as JWK JSON',
    );
  });
});
