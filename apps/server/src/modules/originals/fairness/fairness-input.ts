import { invalid } from '../errors';

/** What fixes a round's randomness: the committed server seed, the player's client seed and the round's nonce. */
export type FairnessInput = { serverSeed: string; clientSeed: string; nonce: number };

export const SERVER_SEED_BYTES = 32;
export const CLIENT_SEED_MAX_LENGTH = 64;
const SERVER_SEED_PATTERN = /^[0-9a-f]{64}$/;
// Visible ASCII only, so the seed reads the same on every verify page and in every language.
const CLIENT_SEED_PATTERN = /^[\x21-\x7e]+$/;

export function assertServerSeed(serverSeed: unknown): string {
  if (typeof serverSeed !== 'string' || !SERVER_SEED_PATTERN.test(serverSeed)) {
    invalid('fairness.invalid', 'serverSeed must be 64 lowercase hex digits (32 bytes)', 'serverSeed');
  }
  return serverSeed;
}

export function assertClientSeed(clientSeed: unknown): string {
  if (typeof clientSeed !== 'string' || clientSeed.length === 0 || clientSeed.length > CLIENT_SEED_MAX_LENGTH) {
    invalid('fairness.invalid', `clientSeed must be 1 to ${CLIENT_SEED_MAX_LENGTH} characters`, 'clientSeed');
  }
  if (!CLIENT_SEED_PATTERN.test(clientSeed)) {
    invalid('fairness.invalid', 'clientSeed may hold visible ASCII characters only (no spaces)', 'clientSeed');
  }
  return clientSeed;
}

export function assertNonce(nonce: unknown): number {
  if (typeof nonce !== 'number' || !Number.isSafeInteger(nonce) || nonce < 0) {
    invalid('fairness.invalid', 'nonce must be a whole number, 0 or more', 'nonce');
  }
  return nonce;
}

export function assertFairness(fairness: unknown): FairnessInput {
  if (typeof fairness !== 'object' || fairness === null)
    invalid('fairness.invalid', 'fairness is required', 'fairness');
  const { serverSeed, clientSeed, nonce } = fairness as Record<string, unknown>;
  return {
    serverSeed: assertServerSeed(serverSeed),
    clientSeed: assertClientSeed(clientSeed),
    nonce: assertNonce(nonce),
  };
}
