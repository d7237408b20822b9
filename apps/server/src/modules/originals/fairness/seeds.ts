import { createHash, randomBytes } from 'node:crypto';
import { assertClientSeed, assertNonce, assertServerSeed, SERVER_SEED_BYTES } from './fairness-input';

/** A fresh secret server seed: 32 random bytes as 64 lowercase hex digits. */
export function createServerSeed(): string {
  return randomBytes(SERVER_SEED_BYTES).toString('hex');
}

/** The commitment shown to the player before play: SHA-256 of the seed's 32 bytes, hex. */
export function hashServerSeed(serverSeed: string): string {
  return createHash('sha256')
    .update(Buffer.from(assertServerSeed(serverSeed), 'hex'))
    .digest('hex');
}

/** The client seed a player gets until they choose one: 16 random hex digits. */
export function defaultClientSeed(): string {
  return randomBytes(8).toString('hex');
}

/** A seed pair in use: the server seed stays secret (only its hash is shown) until it is rotated out. */
export type SeedPair = { serverSeed: string; serverSeedHash: string; clientSeed: string; nextNonce: number };

export function newSeedPair(clientSeed: string = defaultClientSeed()): SeedPair {
  const serverSeed = createServerSeed();
  return {
    serverSeed,
    serverSeedHash: hashServerSeed(serverSeed),
    clientSeed: assertClientSeed(clientSeed),
    nextNonce: 0,
  };
}

/** The nonce for the next round and the pair that follows it; nonces only ever go up within a pair. */
export function takeNonce(pair: SeedPair): { nonce: number; pair: SeedPair } {
  const nonce = assertNonce(pair.nextNonce);
  return { nonce, pair: { ...pair, nextNonce: nonce + 1 } };
}

export type RevealedSeed = { serverSeed: string; serverSeedHash: string; clientSeed: string; roundsPlayed: number };

/**
 * Rotation: the old server seed is revealed (so every round played under it can be verified) and a new one
 * is committed to. The player may bring a new client seed; otherwise the old one carries on. Nonces restart at 0.
 */
export function rotateSeeds(current: SeedPair, nextClientSeed?: string): { revealed: RevealedSeed; next: SeedPair } {
  const revealed: RevealedSeed = {
    serverSeed: assertServerSeed(current.serverSeed),
    serverSeedHash: hashServerSeed(current.serverSeed),
    clientSeed: current.clientSeed,
    roundsPlayed: assertNonce(current.nextNonce),
  };
  return { revealed, next: newSeedPair(nextClientSeed ?? current.clientSeed) };
}

/** True when a revealed server seed is the one whose hash was shown before play. */
export function seedMatchesCommitment(serverSeed: string, serverSeedHash: string): boolean {
  return hashServerSeed(serverSeed) === serverSeedHash.toLowerCase();
}
