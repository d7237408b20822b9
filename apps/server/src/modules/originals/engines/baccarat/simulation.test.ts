import { describe, expect, it } from 'vitest';
import { baccarat } from './config';
import { playBaccaratRound } from './play-round';
import { baccaratDesignRtp } from './rtp';
import { simulateBaccarat } from './simulate';
import { BACCARAT_BETS, type BaccaratBet } from './types';

const serverSeed = 'b4cca4a7b4cca4a7b4cca4a7b4cca4a7b4cca4a7b4cca4a7b4cca4a7b4cca4a7';
const clientSeed = 'rtp-proof';
// 2.5 million coups keep the standard error of the pair bets (the most spread) near 0.2 points.
const ROUNDS = 2_500_000;
// Multiples of 20 minor units: 5% commission divides exactly, so the Banker return is the design figure.
const bet: BaccaratBet = { stakes: { player: 100n, banker: 100n, tie: 100n, playerPair: 100n, bankerPair: 100n } };

describe('baccarat simulation', () => {
  it('adds up exactly what playBaccaratRound pays, bet for bet', () => {
    const totals = simulateBaccarat({ config: baccarat, bet, serverSeed, clientSeed, firstNonce: 500, rounds: 5_000 });
    for (const kind of BACCARAT_BETS) {
      let win = 0n;
      for (let nonce = 500; nonce < 5_500; nonce++) {
        const round = playBaccaratRound({
          config: baccarat,
          bet: { stakes: { [kind]: 100n } },
          fairness: { serverSeed, clientSeed, nonce },
        });
        win += round.totalWin;
      }
      expect(totals[kind]?.totalWin).toBe(win);
    }
  });

  it(`${ROUNDS.toLocaleString('en')} coups return each bet's design RTP within 0.5 points`, () => {
    const design = baccaratDesignRtp(baccarat).rtp;
    const started = performance.now();
    const measured = simulateBaccarat({ config: baccarat, bet, serverSeed, clientSeed, rounds: ROUNDS });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    for (const kind of BACCARAT_BETS) {
      const totals = measured[kind]!;
      console.info(
        `baccarat ${kind}: design ${(design[kind] * 100).toFixed(3)}%, measured ${(totals.rtp * 100).toFixed(3)}% ` +
          `(standard error ${(totals.standardError * 100).toFixed(3)})`,
      );
      expect(totals.rounds).toBe(ROUNDS);
      expect(Math.abs(totals.rtp - design[kind])).toBeLessThanOrEqual(0.005);
    }
    console.info(`baccarat: ${ROUNDS} coups in ${seconds} s`);
  });
});
