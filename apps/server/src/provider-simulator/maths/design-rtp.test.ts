import { describe, expect, it } from 'vitest';
import { designRtps, fishDesignRtp, matchDesignRtp, slotDesignRtp, tableDesignRtp } from './design-rtp';
import { play, type GameKind } from './outcomes';
import type { RandomInt } from './random-source';

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

/**
 * What play() returns per unit staked, exactly: every sequence of draws is played once, depth first (the last draw
 * that can still move up moves up, later draws start again from 0), each weighted by its chance 1 / (product of maxima).
 */
function exhaustiveReturn(
  kind: GameKind,
  choice: string,
): { numerator: bigint; denominator: bigint; sequences: number } {
  const stake = 100n;
  let numerator = 0n;
  let denominator = 1n;
  let sequences = 0;
  let path: number[] = [];
  for (;;) {
    const maxima: number[] = [];
    const scripted: RandomInt = (max) => {
      maxima.push(max);
      return path[maxima.length - 1] ?? 0;
    };
    const { payout } = play(kind, stake, choice, scripted);
    path = maxima.map((_, index) => path[index] ?? 0);
    const chance = maxima.reduce((product, max) => product * BigInt(max), 1n) * stake;
    numerator = numerator * chance + payout * denominator;
    denominator *= chance;
    const common = gcd(numerator, denominator);
    numerator /= common;
    denominator /= common;
    sequences += 1;
    let last = path.length - 1;
    while (last >= 0 && path[last]! + 1 >= maxima[last]!) last -= 1;
    if (last < 0) return { numerator, denominator, sequences };
    path = [...path.slice(0, last), path[last]! + 1];
  }
}

describe('simulated games: design RTP', () => {
  it('slot: 113 triples in 216 lines plus 90 lines with two alike returning the stake, 203/216 = 93.98%', () => {
    expect(slotDesignRtp()).toMatchObject({ numerator: 203, denominator: 216 });
  });

  it('table: Player 98.76%, Banker 98.947%, Tie 85.68% with baccarat chances and pays', () => {
    expect(tableDesignRtp('PLAYER')).toMatchObject({ numerator: 2469, denominator: 2500 });
    expect(tableDesignRtp('BANKER')).toMatchObject({ numerator: 98_947, denominator: 100_000 });
    expect(tableDesignRtp('TIE')).toMatchObject({ numerator: 1071, denominator: 1250 });
  });

  it('fish: a 32% hit times an average catch of 26050/8700 = 95.82%', () => {
    expect(fishDesignRtp()).toMatchObject({ numerator: 2084, denominator: 2175 });
  });

  it('match: Home 94.5%, Draw 91.8%, Away 89.6%', () => {
    expect(matchDesignRtp('HOME')).toMatchObject({ numerator: 189, denominator: 200 });
    expect(matchDesignRtp('DRAW')).toMatchObject({ numerator: 459, denominator: 500 });
    expect(matchDesignRtp('AWAY')).toMatchObject({ numerator: 112, denominator: 125 });
  });

  it('every kind and every choice returns less than it takes', () => {
    const all = designRtps();
    expect(all.map(({ kind, choice }) => `${kind}:${choice}`)).toEqual([
      'slot:',
      'table:PLAYER',
      'table:BANKER',
      'table:TIE',
      'fish:',
      'match:HOME',
      'match:DRAW',
      'match:AWAY',
    ]);
    for (const { kind, choice, rtp } of all) expect(rtp, `${kind} ${choice}`).toBeLessThan(1);
  });

  it('play() pays exactly the design figure over every possible sequence of draws', () => {
    for (const { kind, choice, numerator, denominator } of designRtps()) {
      const walked = exhaustiveReturn(kind, choice);
      expect({ kind, choice, numerator: walked.numerator, denominator: walked.denominator }).toEqual({
        kind,
        choice,
        numerator: BigInt(numerator),
        denominator: BigInt(denominator),
      });
    }
    expect(exhaustiveReturn('fish', '').sequences).toBe(68 + 32 * 87);
  });
});
