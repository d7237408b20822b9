import { compressBlock, SHA256_IV } from './sha256-block';

/** A key's HMAC-SHA256 inner and outer states after the padded key block, computed once per server seed. */
export type HmacKey = { readonly inner: Int32Array; readonly outer: Int32Array };

export function hmacKey(key: Uint8Array): HmacKey {
  // Server seeds are 32 bytes; a key longer than a block would first have to be hashed, which we never need.
  if (key.length > 64) throw new RangeError('HMAC keys longer than 64 bytes are not supported');
  const inner = new Int32Array(SHA256_IV);
  const outer = new Int32Array(SHA256_IV);
  const ipad = new Int32Array(16);
  const opad = new Int32Array(16);
  for (let i = 0; i < 16; i++) {
    let word = 0;
    for (let j = 0; j < 4; j++) word = (word << 8) | (key[i * 4 + j] ?? 0);
    ipad[i] = word ^ 0x36363636;
    opad[i] = word ^ 0x5c5c5c5c;
  }
  compressBlock(inner, ipad, 0);
  compressBlock(outer, opad, 0);
  return { inner, outer };
}

/**
 * HMAC-SHA256 of a message into `out` (8 big-endian words). `message` holds the message in its first
 * `length` bytes and has room for padding (a multiple of 64 bytes, at least length + 9).
 */
export class HmacSha256 {
  private readonly state = new Int32Array(8);
  private readonly outerBlock = new Int32Array(16);
  private words: Int32Array = new Int32Array(32);

  digestInto(key: HmacKey, message: Uint8Array, length: number, out: Int32Array): void {
    const blocks = Math.ceil((length + 9) / 64);
    const totalBytes = blocks * 64;
    if (message.length < totalBytes) throw new RangeError('message buffer too small for padding');
    if (this.words.length < blocks * 16) this.words = new Int32Array(blocks * 16);
    message.fill(0, length, totalBytes);
    message[length] = 0x80;
    // The inner hash has already absorbed the 64-byte key block.
    const bits = (64 + length) * 8;
    message[totalBytes - 4] = (bits >>> 24) & 0xff;
    message[totalBytes - 3] = (bits >>> 16) & 0xff;
    message[totalBytes - 2] = (bits >>> 8) & 0xff;
    message[totalBytes - 1] = bits & 0xff;
    const words = this.words;
    for (let i = 0; i < blocks * 16; i++) {
      const p = i * 4;
      words[i] = (message[p]! << 24) | (message[p + 1]! << 16) | (message[p + 2]! << 8) | message[p + 3]!;
    }
    const state = this.state;
    state.set(key.inner);
    for (let b = 0; b < blocks; b++) compressBlock(state, words, b * 16);
    const outerBlock = this.outerBlock;
    outerBlock.set(state);
    outerBlock[8] = 0x80000000 | 0;
    outerBlock.fill(0, 9, 15);
    outerBlock[15] = (64 + 32) * 8;
    out.set(key.outer);
    compressBlock(out, outerBlock, 0);
  }
}
