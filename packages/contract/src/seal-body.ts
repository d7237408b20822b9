import type { EncryptedBody, SealedPlaintext } from './encryption';

// The client half of the encrypted-body wire format (see encryption.ts), free of zod.

export const RSA_PARAMS: RsaHashedImportParams = { name: 'RSA-OAEP', hash: 'SHA-256' };
export const IV_BYTES = 12;

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function randomNonce(): string {
  return toBase64(crypto.getRandomValues(new Uint8Array(18)));
}

/** Client side: seal `data` for the server key `keyId`. */
export async function sealBody(
  publicKey: CryptoKey,
  keyId: string,
  data: unknown,
  now: number = Date.now(),
): Promise<{ header: string; body: EncryptedBody }> {
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plaintext: SealedPlaintext = { ts: now, nonce: randomNonce(), data };
  const encoded = new TextEncoder().encode(JSON.stringify(plaintext));
  const ciphertext = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, encoded));
  const rawKey = new Uint8Array(await crypto.subtle.exportKey('raw', aesKey));
  const wrapped = new Uint8Array(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, rawKey));
  const payload = new Uint8Array(IV_BYTES + ciphertext.length);
  payload.set(iv, 0);
  payload.set(ciphertext, IV_BYTES);
  return { header: `${keyId}.${toBase64(wrapped)}`, body: { value: toBase64(payload) } };
}
