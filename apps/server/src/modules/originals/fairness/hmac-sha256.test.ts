import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HmacSha256, hmacKey } from './hmac-sha256';

function digestHex(key: Uint8Array, message: Uint8Array): string {
  const buffer = new Uint8Array(Math.ceil((message.length + 9) / 64) * 64);
  buffer.set(message);
  const out = new Int32Array(8);
  new HmacSha256().digestInto(hmacKey(key), buffer, message.length, out);
  return Array.from(out, (word) => (word >>> 0).toString(16).padStart(8, '0')).join('');
}

describe('HMAC-SHA256', () => {
  it('matches node:crypto for every message length from 0 to 200 bytes', () => {
    const key = randomBytes(32);
    for (let length = 0; length <= 200; length++) {
      const message = randomBytes(length);
      expect(digestHex(key, message)).toBe(createHmac('sha256', key).update(message).digest('hex'));
    }
  });

  it('matches node:crypto for short and 64-byte keys', () => {
    for (const key of [Buffer.alloc(0), Buffer.from('key'), randomBytes(64)]) {
      const message = Buffer.from('The quick brown fox jumps over the lazy dog');
      expect(digestHex(key, message)).toBe(createHmac('sha256', key).update(message).digest('hex'));
    }
  });

  it('gives the published RFC 4231 test case 2 value', () => {
    expect(digestHex(Buffer.from('Jefe'), Buffer.from('what do ya want for nothing?'))).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('refuses keys longer than one block', () => {
    expect(() => hmacKey(new Uint8Array(65))).toThrow(RangeError);
  });
});
