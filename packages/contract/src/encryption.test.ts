import { describe, expect, it } from 'vitest';
import { EncryptionError, RSA_PARAMS, openBody, sealBody } from './encryption';

async function keyPair() {
  return crypto.subtle.generateKey(
    { ...RSA_PARAMS, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
}

describe('encrypted bodies', () => {
  it('round-trips data with a timestamp and a nonce', async () => {
    const pair = await keyPair();
    const sealed = await sealBody(pair.publicKey, 'k1', { username: 'demo' }, 1234);
    expect(sealed.header.startsWith('k1.')).toBe(true);
    const opened = await openBody((id) => (id === 'k1' ? pair.privateKey : undefined), sealed.header, sealed.body);
    expect(opened.data).toEqual({ username: 'demo' });
    expect(opened.ts).toBe(1234);
    expect(opened.nonce.length).toBeGreaterThanOrEqual(16);
  });

  it('gives every body its own nonce', async () => {
    const pair = await keyPair();
    const lookup = () => pair.privateKey;
    const a = await sealBody(pair.publicKey, 'k1', {});
    const b = await sealBody(pair.publicKey, 'k1', {});
    const [openedA, openedB] = await Promise.all([
      openBody(lookup, a.header, a.body),
      openBody(lookup, b.header, b.body),
    ]);
    expect(openedA.nonce).not.toBe(openedB.nonce);
  });

  it('refuses an unknown key, a tampered body and a missing header', async () => {
    const pair = await keyPair();
    const sealed = await sealBody(pair.publicKey, 'k1', { a: 1 });
    await expect(openBody(() => undefined, sealed.header, sealed.body)).rejects.toBeInstanceOf(EncryptionError);
    const tampered = { value: `${sealed.body.value.slice(0, -4)}AAAA` };
    await expect(openBody(() => pair.privateKey, sealed.header, tampered)).rejects.toBeInstanceOf(EncryptionError);
    await expect(openBody(() => pair.privateKey, undefined, sealed.body)).rejects.toBeInstanceOf(EncryptionError);
  });
});
