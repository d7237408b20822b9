import { randomInt } from 'node:crypto';

export type Challenge = { kind: 'text' | 'arithmetic'; shown: string; answer: string };

const TEXT_DIGITS = 4;

/** Either four digits to copy, or a small sum or product to solve. */
export function newChallenge(): Challenge {
  if (randomInt(2) === 0) {
    const digits = Array.from({ length: TEXT_DIGITS }, () => randomInt(10)).join('');
    return { kind: 'text', shown: digits, answer: digits };
  }
  if (randomInt(2) === 0) {
    const [a, b] = [randomInt(2, 10), randomInt(2, 10)];
    return { kind: 'arithmetic', shown: `${a}x${b}=?`, answer: String(a * b) };
  }
  const [a, b] = [randomInt(10, 50), randomInt(1, 10)];
  return { kind: 'arithmetic', shown: `${a}+${b}=?`, answer: String(a + b) };
}
