import { z } from 'zod';

// Wire format of encrypted bodies (ARCHITECTURE.md): a fresh AES-256-GCM key per request,
// wrapped with the server's RSA-OAEP-256 key. The header names which server key was used,
// so keys can rotate without breaking requests already in flight.
//   Encryption: <keyId>.<base64 wrapped AES key>
//   body:       { "value": "<base64 of 12-byte iv + ciphertext>" }
// The plaintext is { ts, nonce, data }: ts and nonce let the server refuse stale and replayed bodies.

export const RSA_PARAMS: RsaHashedImportParams = { name: 'RSA-OAEP', hash: 'SHA-256' };
export const IV_BYTES = 12;
/** How far a body's timestamp may be from the server's clock. */
export const ENCRYPTION_MAX_SKEW_MS = 120_000;

export const encryptedBodySchema = z.object({ value: z.string().min(1) });
export type EncryptedBody = z.infer<typeof encryptedBodySchema>;

export const sealedPlaintextSchema = z.object({
  ts: z.number().int(),
  nonce: z.string().min(16).max(64),
  data: z.unknown(),
});
export type SealedPlaintext = z.infer<typeof sealedPlaintextSchema>;

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

export class EncryptionError extends Error {}

/** Server side: open a sealed body. Throws EncryptionError for anything malformed. */
export async function openBody(
  privateKeys: (keyId: string) => CryptoKey | undefined,
  header: string | undefined,
  body: unknown,
): Promise<SealedPlaintext> {
  const parsedBody = encryptedBodySchema.safeParse(body);
  if (!header || !parsedBody.success) throw new EncryptionError('missing encrypted body');
  const dot = header.indexOf('.');
  const privateKey = dot > 0 ? privateKeys(header.slice(0, dot)) : undefined;
  if (!privateKey) throw new EncryptionError('unknown key');
  try {
    const rawKey = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, fromBase64(header.slice(dot + 1)));
    const aesKey = await crypto.subtle.importKey('raw', rawKey, { name: 'AES-GCM' }, false, ['decrypt']);
    const payload = fromBase64(parsedBody.data.value);
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: payload.subarray(0, IV_BYTES) },
      aesKey,
      payload.subarray(IV_BYTES),
    );
    return sealedPlaintextSchema.parse(JSON.parse(new TextDecoder().decode(plain)));
  } catch {
    throw new EncryptionError('cannot decrypt body');
  }
}
