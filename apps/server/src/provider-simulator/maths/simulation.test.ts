import { describe, expect, it } from 'vitest';
import { ReturnTally } from '../../modules/originals/simulation';
import { designRtps } from './design-rtp';
import { play } from './outcomes';
import { seededRandomInt } from './seeded-random';

const ROUNDS = 1_000_000;
const STAKE = 100n;

describe('simulated games: simulation', () => {
  it('the seeded source repeats itself and spreads evenly', () => {
    const first = seededRandomInt('repeat');
    const again = seededRandomInt('repeat');
    const draws = Array.from({ length: 1000 }, () => first(6));
    expect(Array.from({ length: 1000 }, () => again(6))).toEqual(draws);
    const counts = [0, 1, 2, 3, 4, 5].map((face) => draws.filter((draw) => draw === face).length);
    for (const count of counts) expect(count).toBeGreaterThan(120);
  });

  it.each(designRtps().map((design) => [`${design.kind}${design.choice ? ` ${design.choice}` : ''}`, design] as const))(
    `${ROUNDS.toLocaleString('en')} seeded rounds of %s return the design RTP within four standard errors, below 100%`,
    (name, design) => {
      const random = seededRandomInt(`provider-simulator:${name}`);
      const tally = new ReturnTally();
      const started = performance.now();
      for (let round = 0; round < ROUNDS; round++)
        tally.add(Number(STAKE), Number(play(design.kind, STAKE, design.choice, random).payout));
      const measured = tally.totals();
      console.info(
        `${name}: design ${(design.rtp * 100).toFixed(3)}%, measured ${(measured.rtp * 100).toFixed(3)}% ` +
          `(standard error ${(measured.standardError * 100).toFixed(3)}), ${ROUNDS} rounds in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      expect(Math.abs(measured.rtp - design.rtp)).toBeLessThanOrEqual(4 * measured.standardError);
      expect(measured.rtp + 4 * measured.standardError).toBeLessThan(1);
    },
  );
});
