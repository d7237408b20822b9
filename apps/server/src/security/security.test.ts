import { PASSWORD_HASH } from '@palaro/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts';
import { commonPasswordCount, isCommonPassword } from './common-passwords';
import { hashPassword, verifyDummyPassword, verifyPassword } from './password-hasher';
import { newToken, sha256Hex } from './tokens';

describe('password hashes', () => {
  it('are argon2id with m = 19456 KiB, t = 2, p = 1 and a salt of their own', async () => {
    const [one, two] = await Promise.all([hashPassword('Sunny2468'), hashPassword('Sunny2468')]);
    expect(
      one.startsWith(
        `$argon2id$v=19$m=${PASSWORD_HASH.memoryKiB},t=${PASSWORD_HASH.timeCost},p=${PASSWORD_HASH.parallelism}$`,
      ),
    ).toBe(true);
    expect(one).not.toBe(two);
    expect(await verifyPassword(one, 'Sunny2468')).toBe(true);
    expect(await verifyPassword(one, 'sunny2468')).toBe(false);
  });

  it('never let anyone in through a broken stored hash or a missing account', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
    expect(await verifyDummyPassword('anything')).toBe(false);
  });
});

describe('common passwords', () => {
  it('bundles at least 1,000 and matches them without regard to case', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(1000);
    for (const password of [
      '123456',
      'password',
      'qwerty',
      'Password1',
      'ILOVEYOU',
      'abc123',
      'letmein',
      'qwerty123',
    ]) {
      expect(isCommonPassword(password)).toBe(true);
    }
    expect(isCommonPassword('Sunny2468')).toBe(false);
  });

  it('leave the published demo passwords alone (they are seeded, never chosen)', () => {
    for (const account of DEMO_ACCOUNTS) expect(isCommonPassword(account.password)).toBe(false);
  });
});

describe('session tokens', () => {
  it('carry 256 random bits as base64url', () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newToken()).not.toBe(token);
    expect(sha256Hex(token)).toMatch(/^[0-9a-f]{64}$/);
  });
});
