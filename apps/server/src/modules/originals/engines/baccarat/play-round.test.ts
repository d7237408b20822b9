import { describe, expect, it } from 'vitest';
import { OriginalsInputError } from '../../errors';
import { hashServerSeed } from '../../fairness/seeds';
import { codeOf, valueOf } from './cards';
import { baccarat } from './config';
import { playBaccaratRound, verifyBaccaratRound } from './play-round';
import { bankerDraws, playerDraws } from './rules';
import type { BaccaratBet } from './types';

const serverSeed = '7b'.repeat(32);
const fairness = (nonce: number) => ({ serverSeed, clientSeed: 'punto-banco', nonce });
const allBets: BaccaratBet = {
  stakes: { player: 1_000n, banker: 1_000n, tie: 200n, playerPair: 100n, bankerPair: 100n },
};
const play = (bet: BaccaratBet, nonce = 0) => playBaccaratRound({ config: baccarat, bet, fairness: fairness(nonce) });
const values = (codes: string[]) =>
  codes.map((code) =>
    valueOf(['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'].indexOf(code.slice(0, -1))),
  );

function codeOfError(attempt: () => unknown): string {
  try {
    attempt();
  } catch (error) {
    expect(error).toBeInstanceOf(OriginalsInputError);
    return (error as OriginalsInputError).code;
  }
  throw new Error('accepted');
}

describe('playBaccaratRound', () => {
  it('deals by the tableau and settles every bet on the same coup', () => {
    for (let nonce = 0; nonce < 2_000; nonce++) {
      const round = play(allBets, nonce);
      const { player, banker } = round.outcome;
      const [p1, p2, p3] = values(player);
      const [b1, b2] = values(banker);
      const p = (p1! + p2!) % 10;
      const b = (b1! + b2!) % 10;
      const natural = p >= 8 || b >= 8;
      expect(round.details.natural).toBe(natural);
      expect(player.length).toBe(!natural && playerDraws(p) ? 3 : 2);
      expect(banker.length).toBe(!natural && bankerDraws(b, p3 ?? null) ? 3 : 2);
      expect(round.details.playerTotal).toBe(values(player).reduce((s, v) => s + v, 0) % 10);
      expect(round.details.bankerTotal).toBe(values(banker).reduce((s, v) => s + v, 0) % 10);
      expect(round.totalBet).toBe(2_400n);
      expect(round.totalWin).toBe(round.details.bets.reduce((s, bet) => s + bet.payout, 0n));
      expect(round.details.shuffleSwaps).toHaveLength(player.length + banker.length);
      round.details.shuffleSwaps.forEach((target, position) => expect(target >= position && target < 416).toBe(true));
    }
  });

  it('deals the swapped card of each Fisher-Yates step, P1, B1, P2, B2 first', () => {
    const round = play({ stakes: { player: 100n } }, 11);
    const [first] = round.details.shuffleSwaps;
    expect(round.outcome.player[0]).toBe(codeOf(first!));
  });

  it('refuses unknown bets, stakes outside the limits and empty bets', () => {
    expect(codeOfError(() => play({ stakes: { dragon: 100n } as never }))).toBe('bet.unknown.option');
    expect(codeOfError(() => play({ stakes: { tie: 250_001n } }))).toBe('bet.limits');
    expect(codeOfError(() => play({ stakes: { player: 99n } }))).toBe('bet.limits');
    expect(codeOfError(() => play({ stakes: { player: 2_000_000n, banker: 600_000n } }))).toBe('bet.limits');
    expect(codeOfError(() => play({ stakes: {} }))).toBe('bet.invalid');
    expect(codeOfError(() => play({ stakes: { banker: 10.5 as never } }))).toBe('bet.invalid');
    expect(() => play({ stakes: { dragon: 100n } as never })).toThrow('unknown bet "dragon"');
  });

  it('refuses a broken table', () => {
    const broken = { ...baccarat, decks: 9 };
    expect(codeOfError(() => playBaccaratRound({ config: broken, bet: allBets, fairness: fairness(0) }))).toBe(
      'config.invalid',
    );
  });
});

describe('verifyBaccaratRound', () => {
  it('reproduces a past coup from the revealed seed and flags a changed record', () => {
    const played = play(allBets, 77);
    const good = verifyBaccaratRound({
      config: baccarat,
      bet: allBets,
      fairness: fairness(77),
      serverSeedHash: hashServerSeed(serverSeed),
      recordedOutcome: played.outcome,
    });
    expect(good).toMatchObject({ commitmentMatches: true, outcomeMatches: true, round: played });
    const changed = verifyBaccaratRound({
      config: baccarat,
      bet: allBets,
      fairness: fairness(77),
      serverSeedHash: hashServerSeed(serverSeed),
      recordedOutcome: { ...played.outcome, banker: ['9H', '9D'] },
    });
    expect(changed.outcomeMatches).toBe(false);
  });
});
