import { createHmac } from 'node:crypto';
import { assertClientSeed, assertNonce, assertServerSeed, type FairnessInput } from './fairness-input';
import { invalid } from '../errors';

// Simulations and busy tables replay one server seed many times; its checked bytes are reused.
let cachedSeed = '';
let cachedKey: Buffer | null = null;

function keyFor(serverSeed: unknown): Buffer {
  if (cachedKey === null || cachedSeed !== serverSeed) {
    const checked = assertServerSeed(serverSeed);
    cachedKey = Buffer.from(checked, 'hex');
    cachedSeed = checked;
  }
  return cachedKey;
}

const TWO_POW_32 = 0x1_0000_0000;

/**
 * The round's random numbers: block `cursor` is HMAC-SHA256(key = server seed bytes,
 * message = `${clientSeed}:${nonce}:${cursor}`), read as eight big-endian unsigned 32-bit words,
 * cursor 0, 1, 2, ... in order; every draw takes the next unused word.
 */
export class FairStream {
  private readonly key: Buffer;
  // ASCII only (client seeds are checked to be), so its UTF-8 bytes are its characters.
  private prefix: string;
  private readonly clientSeed: string;
  private block: Buffer = Buffer.alloc(32);
  private cursor = 0;
  private word = 8;
  private used = 0;

  constructor(fairness: FairnessInput) {
    if (typeof fairness !== 'object' || fairness === null)
      invalid('fairness.invalid', 'fairness is required', 'fairness');
    // The cached seed was checked when it was cached.
    this.key = keyFor(fairness.serverSeed);
    this.clientSeed = assertClientSeed(fairness.clientSeed);
    this.prefix = `${this.clientSeed}:${assertNonce(fairness.nonce)}:`;
  }

  /** Starts the stream of another round under the same seeds, as if newly built with that nonce. */
  restart(nonce: number): void {
    this.prefix = `${this.clientSeed}:${assertNonce(nonce)}:`;
    this.cursor = 0;
    this.word = 8;
    this.used = 0;
  }

  /** How many 32-bit words the round has drawn so far. */
  get wordsUsed(): number {
    return this.used;
  }

  /** How many HMAC blocks the round has opened so far. */
  get blocksUsed(): number {
    return this.cursor;
  }

  nextUint32(): number {
    if (this.word === 8) this.refill();
    this.used++;
    return this.block.readUInt32BE(4 * this.word++);
  }

  /** A uniform integer in [0, n), n <= 2^32, by rejection: words in the incomplete top range are skipped, so no modulo bias. */
  nextInt(n: number): number {
    if (!Number.isSafeInteger(n) || n < 1 || n > TWO_POW_32) throw new RangeError(`nextInt range ${n} out of 1..2^32`);
    const limit = TWO_POW_32 - (TWO_POW_32 % n);
    for (;;) {
      const value = this.nextUint32();
      if (value < limit) return value % n;
    }
  }

  /** A uniform float in [0, 1) with 53 random bits (two words). */
  nextFloat(): number {
    const high = this.nextUint32() >>> 5;
    const low = this.nextUint32() >>> 6;
    return (high * 67108864 + low) / 9007199254740992;
  }

  private refill(): void {
    // node:crypto (OpenSSL) does the hashing; docs/decisions/0020-fairness-hashes.md has the measured cost.
    this.block = createHmac('sha256', this.key)
      .update(this.prefix + String(this.cursor))
      .digest();
    this.cursor++;
    this.word = 0;
  }
}
