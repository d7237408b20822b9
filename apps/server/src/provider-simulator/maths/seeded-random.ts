import { createCipheriv, createHash } from 'node:crypto';
import type { RandomInt } from './random-source';

const CHUNK_BYTES = 64 * 1024;
const TWO_POW_32 = 0x1_0000_0000;

/**
 * A repeatable source for simulations: the AES-128-CTR keystream of a key hashed from `seed`, read as 32-bit words.
 * Words at or above the largest multiple of `max` are skipped, so every value stays equally likely.
 */
export function seededRandomInt(seed: string): RandomInt {
  const key = createHash('sha256').update(seed, 'utf8').digest().subarray(0, 16);
  const cipher = createCipheriv('aes-128-ctr', key, Buffer.alloc(16));
  const zeros = Buffer.alloc(CHUNK_BYTES);
  let stream = Buffer.alloc(0);
  let offset = 0;
  const word = () => {
    if (offset === stream.length) {
      stream = cipher.update(zeros);
      offset = 0;
    }
    const value = stream.readUInt32LE(offset);
    offset += 4;
    return value;
  };
  return (max) => {
    const limit = TWO_POW_32 - (TWO_POW_32 % max);
    for (;;) {
      const value = word();
      if (value < limit) return value % max;
    }
  };
}
