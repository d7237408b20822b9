import { describe, expect, it } from 'vitest';
import { bankerDraws, dealCoup, handTotal, newCoup, playerDraws } from './rules';

// The printed tableau: banker total (rows 0-7) against the Player's third-card value 0-9; D draws, S stands.
const TABLEAU: Record<number, string> = {
  0: 'DDDDDDDDDD',
  1: 'DDDDDDDDDD',
  2: 'DDDDDDDDDD',
  3: 'DDDDDDDDSD',
  4: 'SSDDDDDDSS',
  5: 'SSSSDDDDSS',
  6: 'SSSSSSDDSS',
  7: 'SSSSSSSSSS',
};

/** Card numbers whose baccarat value is v (spades of the first deck: ace is 0, ten is 9). */
const card = (value: number): number => (value === 0 ? 9 : value - 1);

describe('baccarat third-card rules', () => {
  it('totals hands mod 10', () => {
    expect(handTotal(7, 8)).toBe(5);
    expect(handTotal(9, 0, 9)).toBe(8);
  });

  it('has the Player draw on 0-5 and stand on 6-7', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(playerDraws)).toEqual([true, true, true, true, true, true, false, false]);
  });

  it('has the Banker follow the tableau when the Player drew', () => {
    for (let banker = 0; banker <= 7; banker++) {
      const row = Array.from({ length: 10 }, (_, third) => (bankerDraws(banker, third) ? 'D' : 'S')).join('');
      expect(`${banker}: ${row}`).toBe(`${banker}: ${TABLEAU[banker]}`);
    }
  });

  it('has the Banker draw on 0-5 and stand on 6-7 when the Player stood', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((total) => bankerDraws(total, null))).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  /** Deals the given card values in order (P1, B1, P2, B2, P3?, B3?) and reports what was used. */
  function coupOf(values: number[]) {
    let next = 0;
    const coup = dealCoup(() => card(values[next++]!), newCoup());
    return {
      player: coup.player.length,
      banker: coup.banker.length,
      totals: [coup.playerTotal, coup.bankerTotal],
      natural: coup.natural,
      used: next,
    };
  }

  it('stops both hands on a natural 8 or 9 on either side', () => {
    expect(coupOf([4, 1, 4, 1, 5, 5])).toMatchObject({ player: 2, banker: 2, natural: true, totals: [8, 2] });
    expect(coupOf([1, 9, 1, 0, 5, 5])).toMatchObject({ player: 2, banker: 2, natural: true, totals: [2, 9] });
  });

  it('lets the Banker draw on 0-5 after a standing Player', () => {
    expect(coupOf([3, 2, 3, 3, 9])).toMatchObject({ player: 2, banker: 3, totals: [6, 4], used: 5 });
    expect(coupOf([3, 3, 4, 3])).toMatchObject({ player: 2, banker: 2, totals: [7, 6], used: 4 });
  });

  it('deals the Player third card before the Banker decides on its own', () => {
    // Player 0+3 = 3 draws an 8; Banker 3 stands against an 8
    expect(coupOf([0, 1, 3, 2, 8, 5])).toMatchObject({ player: 3, banker: 2, totals: [1, 3], used: 5 });
    // Banker 6 draws against a Player third card of 7
    expect(coupOf([1, 3, 1, 3, 7, 2])).toMatchObject({ player: 3, banker: 3, totals: [9, 8], used: 6 });
  });
});
