import { describe, expect, it } from 'vitest';
import { ReturnTally } from '../../simulation';
import { colorGame } from './config';
import { playColorGameRound } from './play-round';
import { colorGameDesignRtp } from './rtp';
import { COLOURS, type Colour } from './types';

const serverSeed = 'c0102030405060708090a0b0c0d0e0f0c0102030405060708090a0b0c0d0e0f0';
const ROUNDS = 1_000_000;

describe('Color Game simulation', () => {
  it(`${ROUNDS.toLocaleString('en')} rounds through playColorGameRound return the design RTP within 0.5 points`, () => {
    const design = colorGameDesignRtp(colorGame).rtp;
    // Each round backs one to three colours with different stakes, so the table-order settling is exercised too.
    const tally = new ReturnTally();
    const started = performance.now();
    for (let nonce = 0; nonce < ROUNDS; nonce++) {
      const stakes: Partial<Record<Colour, bigint>> = {};
      for (let k = 0; k <= nonce % 3; k++) stakes[COLOURS[(nonce + 2 * k) % 6]!] = BigInt(100 * (k + 1));
      const round = playColorGameRound({
        config: colorGame,
        bet: { stakes },
        fairness: { serverSeed, clientSeed: 'rtp-proof', nonce },
      });
      tally.add(Number(round.totalBet), Number(round.totalWin));
    }
    const measured = tally.totals();
    console.info(
      `color-game: design ${(design * 100).toFixed(3)}%, measured ${(measured.rtp * 100).toFixed(3)}% ` +
        `(standard error ${(measured.standardError * 100).toFixed(3)}), ${ROUNDS} rounds in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    expect(Math.abs(measured.rtp - design)).toBeLessThanOrEqual(0.005);
  });
});
