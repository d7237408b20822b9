import { hash, verify, type Options } from '@node-rs/argon2';
import { PASSWORD_HASH } from '@palaro/contract';

// 2 is Argon2id; the package's enum is a const enum, which isolated modules cannot import
const OPTIONS: Options = {
  algorithm: 2,
  memoryCost: PASSWORD_HASH.memoryKiB,
  timeCost: PASSWORD_HASH.timeCost,
  parallelism: PASSWORD_HASH.parallelism,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // a malformed stored hash never lets anyone in
    return false;
  }
}

let dummy: Promise<string> | undefined;

function dummyHash(): Promise<string> {
  dummy ??= hashPassword('dummy password of no account');
  return dummy;
}

/** Computes the dummy hash ahead, so even the first log-in of an unknown user costs one verification only. */
export function prepareDummyPassword(): void {
  dummyHash().catch(() => undefined);
}

/** Costs as much as checking a real password, so a missing account takes as long as a wrong password. */
export async function verifyDummyPassword(password: string): Promise<false> {
  await verifyPassword(await dummyHash(), password);
  return false;
}
