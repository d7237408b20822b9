import { RSA_PARAMS, toBase64 } from '@palaro/contract';
import { readKeyFile, writeKeyFileOnce } from './key-file';

export type KeyRing = {
  keyId: string;
  /** RSA-OAEP-256 public key handed to clients. */
  publicJwk: JsonWebKey;
  lookup: (keyId: string) => CryptoKey | undefined;
};

const RSA_BITS = 2048;
const PRIVATE_FIELDS = ['n', 'e', 'd', 'p', 'q', 'dp', 'dq', 'qi'] as const;

async function generatePrivateJwk(): Promise<JsonWebKey> {
  const pair = await crypto.subtle.generateKey(
    { ...RSA_PARAMS, modulusLength: RSA_BITS, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
  return crypto.subtle.exportKey('jwk', pair.privateKey);
}

function checkPrivateJwk(jwk: unknown, source: string): JsonWebKey {
  const candidate = jwk as JsonWebKey | null;
  const complete = candidate?.kty === 'RSA' && PRIVATE_FIELDS.every((field) => typeof candidate[field] === 'string');
  if (!complete) throw new Error(`${source}: expected an RSA private key as JWK JSON`);
  return candidate;
}

/** Same key, same id: every instance sharing the key derives the same keyId. */
async function deriveKeyId(jwk: JsonWebKey): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(jwk.n)));
  return toBase64(digest).replace(/[+/=]/g, '').slice(0, 16);
}

async function privateJwkFrom(options: { envJwk: string | undefined; dataDir: string }): Promise<JsonWebKey> {
  if (options.envJwk) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(options.envJwk);
    } catch {
      throw new Error('ENCRYPTION_PRIVATE_KEY: not valid JSON');
    }
    return checkPrivateJwk(parsed, 'ENCRYPTION_PRIVATE_KEY');
  }
  if (options.dataDir === ':memory:') return generatePrivateJwk();
  const stored = readKeyFile(options.dataDir);
  if (stored !== undefined) return checkPrivateJwk(stored, 'DATA_DIR/keys.json');
  // a concurrent first start may have won the race; its key is the one to keep
  return checkPrivateJwk(writeKeyFileOnce(options.dataDir, await generatePrivateJwk()), 'DATA_DIR/keys.json');
}

/**
 * The server's RSA-OAEP-256 key: ENCRYPTION_PRIVATE_KEY (JWK JSON) when set, else DATA_DIR/keys.json,
 * created on first start so restarts keep the key.
 */
export async function loadKeyRing(options: { envJwk: string | undefined; dataDir: string }): Promise<KeyRing> {
  const jwk = await privateJwkFrom(options);
  let privateKey: CryptoKey;
  try {
    privateKey = await crypto.subtle.importKey('jwk', { ...jwk, key_ops: ['decrypt'] }, RSA_PARAMS, false, ['decrypt']);
  } catch (error) {
    throw new Error(`encryption key cannot be used (${(error as Error).message})`, { cause: error });
  }
  const keyId = await deriveKeyId(jwk);
  const publicJwk: JsonWebKey = {
    kty: 'RSA',
    n: jwk.n,
    e: jwk.e,
    alg: 'RSA-OAEP-256',
    ext: true,
    key_ops: ['encrypt'],
  };
  return { keyId, publicJwk, lookup: (id) => (id === keyId ? privateKey : undefined) };
}
