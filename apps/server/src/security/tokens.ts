import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A session token: 32 random bytes, base64url. */
export function newToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** One-shot hash: every authenticated call makes one, and it costs about half of a Hash object's create-update-digest. */
export function sha256Hex(text: string): string {
  return hash('sha256', text, 'hex');
}

/** Compares two hex digests without leaking where they differ. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
