import { API } from '@palaro/contract/api-paths';
import { RSA_PARAMS } from '@palaro/contract/seal-body';
import { publicKeySchema } from '../api/schemas/account-schemas';
import { apiGet } from './api-client';

export type ServerPublicKey = { keyId: string; key: CryptoKey };

let cached: Promise<ServerPublicKey> | undefined;

async function fetchPublicKey(): Promise<ServerPublicKey> {
  const { keyId, jwk } = await apiGet(API.encryptionKey, publicKeySchema);
  const key = await crypto.subtle.importKey('jwk', jwk as JsonWebKey, RSA_PARAMS, false, ['encrypt']);
  return { keyId, key };
}

/** The server's RSA-OAEP-256 key, fetched once per page and shared by every encrypted call. */
export function getPublicKey(): Promise<ServerPublicKey> {
  cached ??= fetchPublicKey().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

/** After the server has rotated its key, the next call fetches the new one. */
export function forgetPublicKey(): void {
  cached = undefined;
}
