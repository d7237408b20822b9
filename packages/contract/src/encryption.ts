import { z } from 'zod';
import { fromBase64, IV_BYTES } from './seal-body';

// Wire format of encrypted bodies (docs/decisions/0013-sealed-request-bodies.md): a fresh AES-256-GCM key per request,
// wrapped with the server's RSA-OAEP-256 key. The header names which server key was used,
// so keys can rotate without breaking requests already in flight.
//   Encryption: <keyId>.<base64 wrapped AES key>
//   body:       { "value": "<base64 of 12-byte iv + ciphertext>" }
// The plaintext is { ts, nonce, data }: ts and nonce let the server refuse stale and replayed bodies.

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

// Sealing needs no schema runtime, so the web app imports it from seal-body.ts without zod.
export { fromBase64, IV_BYTES, RSA_PARAMS, sealBody, toBase64 } from './seal-body';

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
