import { describe, expect, it } from 'vitest';
import { baccarat } from './config';
import { baccaratDesignRtp, coupChances } from './rtp';

describe('baccarat design RTP', () => {
  it('counts every 8-deck deal exactly: the three results cover all (416)_6 deals', () => {
    const chances = coupChances(8);
    expect(chances.denominator).toBe(416 * 415 * 414 * 413 * 412 * 411);
    expect(chances.player + chances.banker + chances.tie).toBe(chances.denominator);
    expect(chances.player / chances.denominator).toBeCloseTo(0.446247, 6);
    expect(chances.banker / chances.denominator).toBeCloseTo(0.458597, 6);
    expect(chances.tie / chances.denominator).toBeCloseTo(0.095156, 6);
  });

  it('gives each bet its return: Banker 98.94%, Player 98.76%, Tie 85.64%, pairs 89.64%', () => {
    const { rtp, pairChance } = baccaratDesignRtp(baccarat);
    expect(rtp.banker).toBeCloseTo(0.989421, 6);
    expect(rtp.player).toBeCloseTo(0.987649, 6);
    expect(rtp.tie).toBeCloseTo(0.856404, 6);
    expect(pairChance).toBe(31 / 415);
    expect(rtp.playerPair).toBe(rtp.bankerPair);
    expect(rtp.playerPair).toBeCloseTo(372 / 415, 12);
  });

  it('counts a one-deck shoe the same way: every (52)_6 deal lands in exactly one result', () => {
    const chances = coupChances(1);
    expect(chances.player + chances.banker + chances.tie).toBe(52 * 51 * 50 * 49 * 48 * 47);
    expect(chances.banker).toBeGreaterThan(chances.player);
  });
});
