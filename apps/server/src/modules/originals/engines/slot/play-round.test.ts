import { describe, expect, it } from 'vitest';
import { OriginalsInputError } from '../../errors';
import { hashServerSeed } from '../../fairness/seeds';
import { scatterStormTitle, testTitle } from './fixtures';
import { playSlotRound } from './play-round';
import type { SlotRoundResult } from './types';
import { verifySlotRound } from './verify-round';

const serverSeed = '5e'.repeat(32);
const fairness = (nonce: number) => ({ serverSeed, clientSeed: 'player-seed', nonce });
const bet = { lines: 4, coinValue: 25n };

function firstRound(predicate: (round: SlotRoundResult) => boolean): SlotRoundResult & { nonce: number } {
  for (let nonce = 0; nonce < 20_000; nonce++) {
    const round = playSlotRound({ config: testTitle, bet, fairness: fairness(nonce) });
    if (predicate(round)) return { ...round, nonce };
  }
  throw new Error('no such round in 20,000 nonces');
}

describe('playSlotRound', () => {
  it('is a pure function of title, bet and seeds', () => {
    const a = playSlotRound({ config: testTitle, bet, fairness: fairness(3) });
    expect(playSlotRound({ config: testTitle, bet, fairness: fairness(3) })).toEqual(a);
    expect(playSlotRound({ config: testTitle, bet, fairness: fairness(4) }).outcome).not.toEqual(a.outcome);
  });

  it('charges lines x coin value and adds every line and scatter win up to the total, in minor units', () => {
    for (let nonce = 0; nonce < 300; nonce++) {
      const round = playSlotRound({ config: testTitle, bet, fairness: fairness(nonce) });
      expect(round.totalBet).toBe(100n);
      let total = 0n;
      for (const spin of round.details.spins) {
        const lines = spin.lineWins.reduce((sum, win) => sum + win.win, 0n);
        expect(spin.win).toBe(lines + spin.scatter.win);
        for (const win of spin.lineWins) expect(win.win).toBe(BigInt(win.pays * spin.multiplier) * 25n);
        expect(spin.scatter.win).toBe(BigInt(spin.scatter.pays * spin.multiplier) * 100n);
        total += spin.win;
      }
      expect(round.totalWin).toBe(total);
      expect(round.totalWin).toBe(round.details.baseWin + round.details.feature.win);
    }
  });

  it('lists each winning line with its symbol, run and cells', () => {
    const round = firstRound((r) => r.details.spins[0]!.lineWins.length > 0);
    const spin = round.details.spins[0]!;
    for (const win of spin.lineWins) {
      expect(win.positions).toHaveLength(win.count);
      for (const [reel, row] of win.positions) {
        expect([win.symbol, 'W']).toContain(spin.window[reel]![row]);
      }
    }
  });

  it('starts free spins on three or more scatters and plays them at the multiplier', () => {
    const round = firstRound((r) => r.details.feature.triggered);
    const [base, ...free] = round.details.spins;
    expect(base!.scatter.count).toBeGreaterThanOrEqual(3);
    expect(base!.freeSpinsAwarded).toBe(testTitle.scatter.freeSpins[base!.scatter.count]);
    expect(free).toHaveLength(round.details.feature.spinsPlayed);
    expect(round.details.feature.spinsPlayed).toBe(round.details.feature.spinsAwarded);
    for (const spin of free) expect(spin).toMatchObject({ kind: 'free', multiplier: 3 });
    expect(round.outcome.spins.map((s) => s.kind)).toEqual(['base', ...free.map(() => 'free')]);
  });

  it('adds retriggered spins during the feature', () => {
    const round = firstRound((r) => r.details.feature.retriggers > 0);
    const { feature, spins } = round.details;
    const retriggered = spins.slice(1).reduce((sum, spin) => sum + spin.freeSpinsAwarded, 0);
    expect(feature.spinsAwarded).toBe(
      Math.min(spins[0]!.freeSpinsAwarded + retriggered, testTitle.freeSpins.maxPerRound),
    );
    expect(feature.spinsPlayed).toBe(spins.length - 1);
  });

  it('stops at the per-round cap when every free spin retriggers', () => {
    const round = playSlotRound({ config: scatterStormTitle, bet, fairness: fairness(1) });
    expect(round.details.feature).toMatchObject({
      triggered: true,
      spinsAwarded: 30,
      spinsPlayed: 30,
      capped: true,
      multiplier: 2,
    });
    expect(round.details.spins).toHaveLength(31);
    for (const spin of round.details.spins) expect(spin.scatter.count).toBe(5);
  });

  it('refuses bad bets with a clear error and plays nothing', () => {
    const cases: [unknown, string, string][] = [
      [{ lines: 3, coinValue: 25n }, 'bet.limits', 'lines must be one of 1, 2, 4'],
      [{ lines: 4, coinValue: 30n }, 'bet.limits', 'coinValue must be one of 1, 10, 25'],
      [{ lines: 4, coinValue: 25 }, 'bet.invalid', 'coinValue must be an amount in minor units'],
      [{ lines: '4', coinValue: 25n }, 'bet.invalid', 'lines must be a whole number'],
      [null, 'bet.invalid', 'bet is required'],
    ];
    for (const [badBet, code, message] of cases) {
      const attempt = () => playSlotRound({ config: testTitle, bet: badBet as never, fairness: fairness(0) });
      expect(attempt).toThrow(OriginalsInputError);
      expect(attempt).toThrow(message);
      try {
        attempt();
      } catch (error) {
        expect((error as OriginalsInputError).code).toBe(code);
      }
    }
    expect(() => playSlotRound({ config: testTitle, bet, fairness: { ...fairness(0), nonce: -1 } })).toThrow(/nonce/);
  });
});

describe('verifySlotRound', () => {
  it('recomputes a past round from the revealed seed and checks the commitment', () => {
    const { nonce, ...played } = firstRound((r) => r.details.feature.triggered);
    const verification = verifySlotRound({
      config: testTitle,
      bet,
      fairness: fairness(nonce),
      serverSeedHash: hashServerSeed(serverSeed),
      recordedOutcome: played.outcome,
    });
    expect(verification).toMatchObject({ commitmentMatches: true, outcomeMatches: true });
    expect(verification.round).toEqual(played);
  });

  it('flags a seed that does not match the commitment and an outcome that was changed', () => {
    const played = playSlotRound({ config: testTitle, bet, fairness: fairness(5) });
    const tampered = {
      spins: played.outcome.spins.map((s, i) => (i === 0 ? { ...s, stops: s.stops.map((x) => x + 1) } : s)),
    };
    const verification = verifySlotRound({
      config: testTitle,
      bet,
      fairness: fairness(5),
      serverSeedHash: hashServerSeed('11'.repeat(32)),
      recordedOutcome: tampered,
    });
    expect(verification).toMatchObject({ commitmentMatches: false, outcomeMatches: false });
  });
});
