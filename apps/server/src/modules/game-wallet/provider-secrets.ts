import { randomBytes, timingSafeEqual } from 'node:crypto';
// one signing rule for the game servers that sign and the wallet that checks: the shared client's
import { signBody } from '../wallet-client';

/** Compares in constant time, so the signature cannot be guessed byte by byte. */
export function signatureMatches(secret: string, body: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signBody(secret, body), 'hex'), Buffer.from(signature, 'hex'));
}

export type ProviderSecrets = { secretOf(provider: string): string | undefined; codes(): string[] };

/**
 * The secret of each game server: PROVIDER_SECRETS where set; the in-process game servers (simulator,
 * Originals) get a random one per process otherwise, so a local start needs no setup.
 */
export function createProviderSecrets(
  configured: Record<string, string> | undefined,
  builtIn: readonly string[],
): ProviderSecrets {
  const secrets = new Map(Object.entries(configured ?? {}));
  for (const code of builtIn) if (!secrets.has(code)) secrets.set(code, randomBytes(32).toString('base64url'));
  return { secretOf: (provider) => secrets.get(provider), codes: () => [...secrets.keys()] };
}
