import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OriginalsInputError } from '../errors';
import { FairStream } from './fair-stream';

const fairness = { serverSeed: 'ab'.repeat(32), clientSeed: 'lucky-player', nonce: 7 };

/** The documented scheme, written the slow and obvious way with node:crypto. */
function referenceWords(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const words: number[] = [];
  for (let cursor = 0; words.length < count; cursor++) {
    const digest = createHmac('sha256', Buffer.from(serverSeed, 'hex'))
      .update(`${clientSeed}:${nonce}:${cursor}`)
      .digest();
    for (let i = 0; i < 8; i++) words.push(digest.readUInt32BE(i * 4));
  }
  return words.slice(0, count);
}

describe('FairStream', () => {
  it('reads HMAC-SHA256(serverSeed, "clientSeed:nonce:cursor") as big-endian words, cursor by cursor', () => {
    const stream = new FairStream(fairness);
    const words = Array.from({ length: 30 }, () => stream.nextUint32());
    expect(words).toEqual(referenceWords(fairness.serverSeed, fairness.clientSeed, fairness.nonce, 30));
    expect(stream.blocksUsed).toBe(4);
    expect(stream.wordsUsed).toBe(30);
  });

  it('gives fixed values for fixed inputs (checked once with the openssl command line), so the scheme cannot drift', () => {
    const stream = new FairStream(fairness);
    const words = Array.from({ length: 16 }, () => stream.nextUint32().toString(16).padStart(8, '0'));
    // HMAC-SHA256(key = 0xab x 32, "lucky-player:7:0") and then "lucky-player:7:1", as eight big-endian words each.
    expect(words.join('')).toBe(
      'ab3f8fe6f82d672da1365c4e12d8d7b135148fc849445d563bbe3a9d7039ac3e' +
        '096e81af68cf6503a4dd9bb36fab2c4e1926c54458ad2c7c618fd3a2e392e216',
    );
    const shoe = new FairStream({ ...fairness, nonce: 0 });
    expect(Array.from({ length: 12 }, () => shoe.nextInt(416))).toEqual([
      7, 386, 244, 93, 350, 328, 278, 186, 152, 350, 186, 188,
    ]);
    expect(shoe.nextFloat()).toBe(0.8505183426969115);
  });

  it('is the same stream for the same inputs and a different one when any input changes', () => {
    const first = (f: typeof fairness) => new FairStream(f).nextUint32();
    expect(first(fairness)).toBe(first({ ...fairness }));
    expect(first({ ...fairness, nonce: 8 })).not.toBe(first(fairness));
    expect(first({ ...fairness, clientSeed: 'other' })).not.toBe(first(fairness));
    expect(first({ ...fairness, serverSeed: 'cd'.repeat(32) })).not.toBe(first(fairness));
  });

  it('skips words in the incomplete top range instead of folding them (no modulo bias)', () => {
    const n = 0xc0000000; // a quarter of all words fall in the top range and must be skipped
    const words = referenceWords(fairness.serverSeed, fairness.clientSeed, fairness.nonce, 400);
    const expected = words.filter((word) => word < n).slice(0, 100);
    const stream = new FairStream(fairness);
    const drawn = Array.from({ length: 100 }, () => stream.nextInt(n));
    expect(drawn).toEqual(expected);
    expect(stream.wordsUsed).toBeGreaterThan(100);
  });

  it('draws every value of a small range equally often (chi-square over 600,000 draws)', () => {
    const stream = new FairStream({ ...fairness, nonce: 1 });
    const counts = new Array<number>(6).fill(0);
    for (let i = 0; i < 600_000; i++) counts[stream.nextInt(6)]!++;
    const chiSquare = counts.reduce((sum, count) => sum + (count - 100_000) ** 2 / 100_000, 0);
    expect(chiSquare).toBeLessThan(20.5); // 5 degrees of freedom, p = 0.001
  });

  it('draws floats in [0, 1) from two words', () => {
    const stream = new FairStream(fairness);
    const [high, low] = referenceWords(fairness.serverSeed, fairness.clientSeed, fairness.nonce, 2) as [number, number];
    expect(stream.nextFloat()).toBe(((high >>> 5) * 2 ** 26 + (low >>> 6)) / 2 ** 53);
    for (let i = 0; i < 10_000; i++) {
      const value = stream.nextFloat();
      expect(value >= 0 && value < 1).toBe(true);
    }
  });

  it('refuses malformed seeds and nonces with a clear error', () => {
    const bad = [
      { ...fairness, serverSeed: 'AB'.repeat(32) },
      { ...fairness, serverSeed: 'ab' },
      { ...fairness, clientSeed: '' },
      { ...fairness, clientSeed: 'has space' },
      { ...fairness, clientSeed: 'x'.repeat(65) },
      { ...fairness, nonce: -1 },
      { ...fairness, nonce: 1.5 },
    ];
    for (const input of bad) {
      expect(() => new FairStream(input)).toThrow(OriginalsInputError);
    }
  });

  it('refuses a range it cannot draw from', () => {
    const stream = new FairStream(fairness);
    expect(() => stream.nextInt(0)).toThrow(RangeError);
    expect(() => stream.nextInt(2 ** 32 + 1)).toThrow(RangeError);
  });
});

describe('FairStream.restart', () => {
  it('gives exactly the stream a new FairStream would give for that nonce', () => {
    const stream = new FairStream(fairness);
    stream.nextUint32();
    stream.restart(99);
    const fresh = new FairStream({ ...fairness, nonce: 99 });
    expect(Array.from({ length: 20 }, () => stream.nextUint32())).toEqual(
      Array.from({ length: 20 }, () => fresh.nextUint32()),
    );
    expect(stream.wordsUsed).toBe(20);
    expect(() => stream.restart(-1)).toThrow(OriginalsInputError);
  });
});
