import { describe, expect, it } from 'vitest';
import { OriginalsInputError } from '../../errors';
import { compileSlot } from './compile';
import { testTitle } from './fixtures';
import type { SlotConfig } from './types';

function refusal(config: SlotConfig): string {
  try {
    compileSlot(config);
  } catch (error) {
    expect(error).toBeInstanceOf(OriginalsInputError);
    expect((error as OriginalsInputError).code).toBe('config.invalid');
    return (error as Error).message;
  }
  throw new Error('the title was accepted');
}

describe('slot title configuration', () => {
  it('compiles a good title once and reuses its tables', () => {
    expect(compileSlot(testTitle)).toBe(compileSlot(testTitle));
    expect(compileSlot(testTitle).lines).toHaveLength(4);
  });

  it('refuses an unknown symbol on a strip', () => {
    expect(refusal({ ...testTitle, reels: [...testTitle.reels.slice(0, 4), ['A', 'B', 'Z']] })).toMatch(
      /unknown symbol Z/,
    );
  });

  it('refuses a payline that leaves the window', () => {
    expect(refusal({ ...testTitle, paylines: [[0, 1, 2, 3, 0]] })).toMatch(/payline 1/);
  });

  it('refuses two scatters, a missing scatter or a mismatched scatter name', () => {
    const twoScatters = [...testTitle.symbols, { id: 'S2', name: 'S2', kind: 'scatter' as const }];
    expect(refusal({ ...testTitle, symbols: twoScatters })).toMatch(/exactly one scatter/);
    expect(refusal({ ...testTitle, scatter: { ...testTitle.scatter, symbol: 'A' } })).toMatch(/scatter.symbol/);
  });

  it('refuses fractional pays and bad bet options', () => {
    const symbols = testTitle.symbols.map((s) => (s.id === 'A' ? { ...s, pays: { 3: 1.5 } } : s));
    expect(refusal({ ...testTitle, symbols })).toMatch(/whole number/);
    expect(refusal({ ...testTitle, bet: { ...testTitle.bet, lineChoices: [5] } })).toMatch(/line choices/);
    expect(refusal({ ...testTitle, bet: { ...testTitle.bet, coinValues: [0n] } })).toMatch(/coin values/);
  });

  it('refuses strips shorter than the window and a wrong reel count for free spins', () => {
    expect(refusal({ ...testTitle, reels: [['A', 'B'], ...testTitle.reels.slice(1)] })).toMatch(
      /shorter than the window/,
    );
    expect(refusal({ ...testTitle, freeSpinReels: testTitle.reels.slice(1) })).toMatch(
      /freeSpinReels must have 5 reels/,
    );
  });
});
