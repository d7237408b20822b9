import { describe, expect, it } from 'vitest';
import { FairStream } from '../../fairness/fair-stream';
import { codeOf, rankOf, ShuffledShoe, valueOf } from './cards';

const stream = (nonce: number) => new FairStream({ serverSeed: '9a'.repeat(32), clientSeed: 'shoe', nonce });

describe('cards and the shoe', () => {
  it('numbers an 8-deck shoe deck by deck, suit by suit, ace to king', () => {
    expect([0, 9, 10, 12, 13, 51, 52, 415].map(codeOf)).toEqual(['AS', 'TS', 'JS', 'KS', 'AH', 'KC', 'AS', 'KC']);
    expect([0, 1, 8, 9, 10, 11, 12].map(valueOf)).toEqual([1, 2, 9, 0, 0, 0, 0]);
    expect(rankOf(13)).toBe(rankOf(0));
  });

  it('deals exactly the first cards of a full Fisher-Yates shuffle driven by the same stream', () => {
    for (let nonce = 0; nonce < 50; nonce++) {
      const full = Array.from({ length: 416 }, (_, i) => i);
      const fullStream = stream(nonce);
      for (let i = 0; i < 415; i++) {
        const j = i + fullStream.nextInt(416 - i);
        [full[i], full[j]] = [full[j]!, full[i]!];
      }
      const shoe = new ShuffledShoe(416);
      const partialStream = stream(nonce);
      const dealt = Array.from({ length: 6 }, () => shoe.deal(partialStream));
      expect(dealt).toEqual(full.slice(0, 6));
    }
  });

  it('never deals the same card twice in a round and starts over on reset', () => {
    const shoe = new ShuffledShoe(52);
    const s = stream(1);
    const deck = Array.from({ length: 52 }, () => shoe.deal(s));
    expect(new Set(deck).size).toBe(52);
    shoe.reset();
    expect(shoe.swaps).toHaveLength(0);
  });

  it('deals every card of the shoe first equally often (chi-square over 416,000 shoes)', () => {
    const counts = new Array<number>(416).fill(0);
    const shoe = new ShuffledShoe(416);
    const s = stream(0);
    for (let nonce = 0; nonce < 416_000; nonce++) {
      s.restart(nonce);
      shoe.reset();
      counts[shoe.deal(s)]!++;
    }
    const chiSquare = counts.reduce((sum, count) => sum + (count - 1000) ** 2 / 1000, 0);
    expect(chiSquare).toBeLessThan(512); // 415 degrees of freedom, p about 0.001
  });
});
