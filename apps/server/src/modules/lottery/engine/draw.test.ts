import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { commitmentOf, createDrawSecret, deriveResult, findGame, LotteryInputError, matchesCommitment } from './index';
import { deriveFromShape } from './draw';
import type { DrawResult, LotteryGame, ResultShape } from './types';

const SECRET = '0123456789abcdef'.repeat(4);

const game = (gameId: string): LotteryGame => findGame(gameId)!;
const numbersOf = (result: DrawResult): readonly number[] => {
  if (result.kind !== 'numbers') throw new Error('expected numbers');
  return result.numbers;
};

/** docs/server/lottery-fairness.md written out the slow and obvious way, without FairStream. */
function referenceDraw(shape: ResultShape, secret: string, drawId: string): number[] {
  const words: number[] = [];
  let block = 0;
  const nextWord = () => {
    if (words.length === 0) {
      const digest = createHmac('sha256', Buffer.from(secret, 'hex')).update(`${drawId}:0:${block++}`).digest();
      for (let i = 0; i < 32; i += 4) words.push(digest.readUInt32BE(i));
    }
    return words.shift()!;
  };
  const nextInt = (n: number) => {
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const word = nextWord();
      if (word < limit) return word % n;
    }
  };
  if (shape.kind === 'sequence') {
    return Array.from({ length: shape.count }, () => shape.min + nextInt(shape.max - shape.min + 1));
  }
  if (shape.kind === 'prizes') throw new Error('no prize draws');
  const [min, max, count] =
    shape.kind === 'distinct' ? [shape.min, shape.max, shape.count] : [1, shape.size, shape.size];
  const pool: number[] = [];
  for (let n = min; n <= max; n++) pool.push(n);
  for (let i = 0; i < count; i++) {
    const j = i + nextInt(pool.length - i);
    const swap = pool[i]!;
    pool[i] = pool[j]!;
    pool[j] = swap;
  }
  return pool.slice(0, count);
}

describe('commitment', () => {
  it('is SHA-256 of the secret bytes, hex (checked with the openssl command line)', () => {
    // printf 0123...cdef (x4) | xxd -r -p | openssl dgst -sha256
    expect(commitmentOf(SECRET)).toBe('4884fdaafea47c29fea7159d0daddd9c085d6200e1359e85bb81736af6b7c837');
    expect(matchesCommitment(SECRET, '4884FDAAFEA47C29FEA7159D0DADDD9C085D6200E1359E85BB81736AF6B7C837')).toBe(true);
    expect(matchesCommitment('ab'.repeat(32), '4884fdaafea47c29fea7159d0daddd9c085d6200e1359e85bb81736af6b7c837')).toBe(
      false,
    );
    expect(matchesCommitment('not hex', '4884fdaafea47c29fea7159d0daddd9c085d6200e1359e85bb81736af6b7c837')).toBe(
      false,
    );
  });

  it('is made for fresh 32-byte secrets', () => {
    const secret = createDrawSecret();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(createDrawSecret()).not.toBe(secret);
    expect(commitmentOf(secret)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a secret that is not 64 lowercase hex digits', () => {
    for (const secret of ['AB'.repeat(32), 'ab'.repeat(31), 'ab'.repeat(33), 'zz'.repeat(32), '']) {
      expect(() => commitmentOf(secret)).toThrow(LotteryInputError);
    }
  });
});

describe('deriveResult', () => {
  it('gives the published vectors of docs/server/lottery-fairness.md', () => {
    const vectors: [string, string, number[]][] = [
      ['colour-1m', 'colour-1m-20250101-0001', [1]],
      ['dice-3m', 'dice-3m-20250101-0042', [6, 3, 3]],
      ['digits5-5m', 'digits5-5m-20250101-0288', [1, 9, 0, 3, 2]],
      ['race10-1m', 'race10-1m-20250101-1440', [2, 9, 10, 1, 6, 7, 8, 5, 4, 3]],
    ];
    for (const [gameId, drawId, numbers] of vectors) {
      expect(deriveResult(game(gameId), SECRET, drawId), drawId).toEqual({ kind: 'numbers', numbers });
    }
  });

  it('starts from HMAC-SHA256(secret bytes, "<drawId>:0:0") (checked with the openssl command line)', () => {
    const block = createHmac('sha256', Buffer.from(SECRET, 'hex')).update('race10-1m-20250101-1440:0:0').digest('hex');
    expect(block).toBe('2bd87cfd202bc703032a47cfa24ea43c570d7ffbd8227838b959e21589025960');
  });

  it('is the documented derivation for every shape, draw after draw', () => {
    const shapes: ResultShape[] = [
      ...['colour-1m', 'dice-1m', 'digits5-1m', 'race10-1m'].map((id) => game(id).resultShape),
      { kind: 'distinct', count: 6, min: 1, max: 58 },
      { kind: 'sequence', count: 2, min: 1, max: 31 },
    ];
    for (const shape of shapes) {
      for (let i = 0; i < 300; i++) {
        const drawId = `check-${i}`;
        expect(numbersOf(deriveFromShape(shape, SECRET, drawId))).toEqual(referenceDraw(shape, SECRET, drawId));
      }
    }
  });

  it('is the same for the same secret and draw and changes with either', () => {
    const colour = game('race10-5m');
    const once = deriveResult(colour, SECRET, 'race10-5m-20250101-0001');
    expect(deriveResult(colour, SECRET, 'race10-5m-20250101-0001')).toEqual(once);
    expect(deriveResult(colour, SECRET, 'race10-5m-20250101-0002')).not.toEqual(once);
    expect(deriveResult(colour, 'fe'.repeat(32), 'race10-5m-20250101-0001')).not.toEqual(once);
  });

  it('refuses official games, bad secrets and bad draw ids', () => {
    const refusal = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return error instanceof LotteryInputError ? error.errorCode : 'other';
      }
      return 'none';
    };
    expect(refusal(() => deriveResult(game('lotto-6-42'), SECRET, 'x'))).toBe('lottery.game.official');
    expect(refusal(() => deriveResult(game('vn-north'), SECRET, 'x'))).toBe('lottery.game.official');
    expect(refusal(() => deriveResult(game('dice-1m'), 'AB'.repeat(32), 'x'))).toBe('lottery.draw.secret');
    for (const drawId of ['', 'has space', 'a:b', '-leading-dash', 'x'.repeat(65), 'ñ']) {
      expect(
        refusal(() => deriveResult(game('dice-1m'), SECRET, drawId)),
        drawId,
      ).toBe('lottery.draw.id');
    }
  });
});

/** Pearson's statistic of observed counts against expected ones. */
function chiSquare(observed: readonly number[], expected: readonly number[]): number {
  return observed.reduce((sum, count, i) => sum + (count - expected[i]!) ** 2 / expected[i]!, 0);
}

// Critical values at p = 0.001 by degrees of freedom: a fair draw fails one of these about once in a thousand.
const CRITICAL = { 5: 20.52, 9: 27.88, 15: 37.7, 41: 73.4 } as const;

describe('house draws are uniform (chi-square at p = 0.001)', () => {
  it('the colour game draws each digit equally often (100,000 draws)', () => {
    const counts = new Array<number>(10).fill(0);
    for (let i = 0; i < 100_000; i++) counts[numbersOf(deriveResult(game('colour-1m'), SECRET, `u-${i}`))[0]!]!++;
    expect(chiSquare(counts, new Array<number>(10).fill(10_000))).toBeLessThan(CRITICAL[9]);
  });

  it('each die is fair and the totals follow the exact distribution (60,000 rolls)', () => {
    const rolls = 60_000;
    const perDie = [0, 1, 2].map(() => new Array<number>(6).fill(0));
    const totals = new Array<number>(16).fill(0);
    for (let i = 0; i < rolls; i++) {
      const dice = numbersOf(deriveResult(game('dice-1m'), SECRET, `u-${i}`));
      dice.forEach((face, die) => perDie[die]![face - 1]!++);
      totals[dice[0]! + dice[1]! + dice[2]! - 3]!++;
    }
    for (const counts of perDie)
      expect(chiSquare(counts, new Array<number>(6).fill(rolls / 6))).toBeLessThan(CRITICAL[5]);
    const ways = [1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1];
    expect(
      chiSquare(
        totals,
        ways.map((w) => (rolls * w) / 216),
      ),
    ).toBeLessThan(CRITICAL[15]);
  });

  it('each of the five digits is uniform (50,000 draws)', () => {
    const counts = [0, 1, 2, 3, 4].map(() => new Array<number>(10).fill(0));
    for (let i = 0; i < 50_000; i++) {
      numbersOf(deriveResult(game('digits5-1m'), SECRET, `u-${i}`)).forEach((digit, p) => counts[p]![digit]!++);
    }
    for (const row of counts) expect(chiSquare(row, new Array<number>(10).fill(5_000))).toBeLessThan(CRITICAL[9]);
  });

  it('every car finishes at every place equally often and the order is a permutation (50,000 races)', () => {
    const counts = Array.from({ length: 10 }, () => new Array<number>(10).fill(0));
    for (let i = 0; i < 50_000; i++) {
      const order = numbersOf(deriveResult(game('race10-1m'), SECRET, `u-${i}`));
      expect(new Set(order).size).toBe(10);
      order.forEach((car, place) => counts[place]![car - 1]!++);
    }
    for (const row of counts) expect(chiSquare(row, new Array<number>(10).fill(5_000))).toBeLessThan(CRITICAL[9]);
  });

  it('a draw of 6 of 1..42 picks every number equally often (20,000 draws)', () => {
    const counts = new Array<number>(42).fill(0);
    for (let i = 0; i < 20_000; i++) {
      const drawn = numbersOf(deriveFromShape({ kind: 'distinct', count: 6, min: 1, max: 42 }, SECRET, `u-${i}`));
      expect(new Set(drawn).size).toBe(6);
      for (const n of drawn) counts[n - 1]!++;
    }
    expect(chiSquare(counts, new Array<number>(42).fill((20_000 * 6) / 42))).toBeLessThan(CRITICAL[41]);
  });
});
