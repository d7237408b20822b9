import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OriginalsInputError } from '../errors';
import {
  createServerSeed,
  defaultClientSeed,
  hashServerSeed,
  newSeedPair,
  rotateSeeds,
  seedMatchesCommitment,
  takeNonce,
} from './seeds';

describe('seeds', () => {
  it('makes 32-byte server seeds, each new', () => {
    const a = createServerSeed();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(createServerSeed()).not.toBe(a);
  });

  it('commits to a server seed with the SHA-256 of its bytes', () => {
    const seed = '00'.repeat(31) + '01';
    expect(hashServerSeed(seed)).toBe(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'));
    expect(seedMatchesCommitment(seed, hashServerSeed(seed))).toBe(true);
    expect(seedMatchesCommitment(createServerSeed(), hashServerSeed(seed))).toBe(false);
  });

  it('gives a fixed commitment for a fixed seed (the browser verifier checks the same vector)', () => {
    expect(hashServerSeed('ab'.repeat(32))).toBe('9a2db2e23f1504cd056606553ac049c5e718e8f9ce9233876df1a7a1821af885');
  });

  it('gives a usable default client seed', () => {
    expect(defaultClientSeed()).toMatch(/^[0-9a-f]{16}$/);
    expect(newSeedPair().clientSeed).toMatch(/^[0-9a-f]{16}$/);
  });

  it('counts nonces up from 0 within a pair', () => {
    let pair = newSeedPair('mine');
    const nonces: number[] = [];
    for (let i = 0; i < 3; i++) {
      const taken = takeNonce(pair);
      nonces.push(taken.nonce);
      pair = taken.pair;
    }
    expect(nonces).toEqual([0, 1, 2]);
  });

  it('reveals the old seed and commits to a new one on rotation', () => {
    const pair = { ...newSeedPair('mine'), nextNonce: 42 };
    const { revealed, next } = rotateSeeds(pair);
    expect(revealed).toEqual({
      serverSeed: pair.serverSeed,
      serverSeedHash: pair.serverSeedHash,
      clientSeed: 'mine',
      roundsPlayed: 42,
    });
    expect(seedMatchesCommitment(revealed.serverSeed, pair.serverSeedHash)).toBe(true);
    expect(next.serverSeed).not.toBe(pair.serverSeed);
    expect(next.serverSeedHash).toBe(hashServerSeed(next.serverSeed));
    expect(next).toMatchObject({ clientSeed: 'mine', nextNonce: 0 });
    expect(rotateSeeds(pair, 'fresh').next.clientSeed).toBe('fresh');
  });

  it('refuses a bad client seed on rotation', () => {
    expect(() => rotateSeeds(newSeedPair(), 'with space')).toThrow(OriginalsInputError);
  });
});
