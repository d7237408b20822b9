import type { DerivedShape } from './house-games';

// A draw's secret is 32 bytes as 64 lowercase hex digits; a draw id is short and plain, never holding ':'.
export const SECRET_PATTERN = /^[0-9a-f]{64}$/;
export const DRAW_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
export const COMMITMENT_PATTERN = /^[0-9a-f]{64}$/i;

const WORDS_PER_BLOCK = 8;
const TWO_TO_32 = 2 ** 32;

function secretBytes(secret: string): Uint8Array<ArrayBuffer> {
  if (!SECRET_PATTERN.test(secret)) throw new RangeError('a draw secret is 64 lowercase hex digits');
  const bytes = new Uint8Array(32);
  for (let i = 0; i < 32; i++) bytes[i] = parseInt(secret.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

const toHex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** The published commitment of a secret: SHA-256 of its 32 bytes (not of its hex text), as lowercase hex. */
export async function commitmentOf(secret: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', secretBytes(secret)));
}

/**
 * The draw's stream of numbers: block c is HMAC-SHA256(key = secret bytes, "<drawId>:0:<c>"), read as eight
 * big-endian 32-bit words used once each in order; a number below n rejects the words at or above the largest
 * multiple of n, so every number is exactly equally likely.
 */
export async function drawStream(secret: string, drawId: string) {
  if (!DRAW_ID_PATTERN.test(drawId)) throw new RangeError('not a draw id');
  const key = await crypto.subtle.importKey('raw', secretBytes(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const encoder = new TextEncoder();
  let words: number[] = [];
  let block = 0;

  const nextWord = async (): Promise<number> => {
    if (words.length === 0) {
      const digest = new DataView(await crypto.subtle.sign('HMAC', key, encoder.encode(`${drawId}:0:${block++}`)));
      words = Array.from({ length: WORDS_PER_BLOCK }, (_, i) => digest.getUint32(i * 4));
    }
    return words.shift()!;
  };

  const nextInt = async (n: number): Promise<number> => {
    const limit = TWO_TO_32 - (TWO_TO_32 % n);
    for (;;) {
      const word = await nextWord();
      if (word < limit) return word % n;
    }
  };

  return { nextInt, blocksUsed: () => block };
}

/** The result a secret and a draw id give for a shape, in the shape's order. */
export async function deriveNumbers(shape: DerivedShape, secret: string, drawId: string): Promise<number[]> {
  const stream = await drawStream(secret, drawId);
  if (shape.kind === 'sequence') {
    const numbers: number[] = [];
    for (let i = 0; i < shape.count; i++) numbers.push(shape.min + (await stream.nextInt(shape.max - shape.min + 1)));
    return numbers;
  }
  const [min, max, count] =
    shape.kind === 'permutation' ? [1, shape.size, shape.size] : [shape.min, shape.max, shape.count];
  // The first `count` places of a Fisher-Yates shuffle of min..max; the last place still takes a word.
  const pool = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  for (let i = 0; i < count; i++) {
    const j = i + (await stream.nextInt(pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}
