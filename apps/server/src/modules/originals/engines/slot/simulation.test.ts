import { describe, expect, it } from 'vitest';
import { testTitle } from './fixtures';
import { playSlotRound } from './play-round';
import { slotDesignRtp } from './rtp';
import { simulateSlot } from './simulate';
import { SLOT_TITLES } from './titles';
import type { SlotConfig } from './types';

// Fixed seeds keep the run deterministic; 2.5 million rounds put the standard error under 0.2 points for every title.
const serverSeed = '0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0';
const clientSeed = 'rtp-proof';
const ROUNDS = 2_500_000;

const maxBet = (config: SlotConfig) => ({
  lines: Math.max(...config.bet.lineChoices),
  coinValue: config.bet.coinValues[0]!,
});

describe('slot simulation', () => {
  it('adds up exactly what playSlotRound pays, round for round', () => {
    for (const config of [testTitle, ...Object.values(SLOT_TITLES)]) {
      const bet = maxBet(config);
      const totals = simulateSlot({ config, bet, serverSeed, clientSeed, firstNonce: 100, rounds: 3_000 });
      let totalBet = 0n;
      let totalWin = 0n;
      for (let nonce = 100; nonce < 3_100; nonce++) {
        const round = playSlotRound({ config, bet, fairness: { serverSeed, clientSeed, nonce } });
        totalBet += round.totalBet;
        totalWin += round.totalWin;
      }
      expect({ totalBet: totals.totalBet, totalWin: totals.totalWin }).toEqual({ totalBet, totalWin });
    }
  });

  for (const config of Object.values(SLOT_TITLES)) {
    it(`${config.name}: ${ROUNDS.toLocaleString('en')} rounds return the design RTP within 0.5 points`, () => {
      const design = slotDesignRtp(config).rtp;
      const started = performance.now();
      const measured = simulateSlot({ config, bet: maxBet(config), serverSeed, clientSeed, rounds: ROUNDS });
      const seconds = (performance.now() - started) / 1000;
      console.info(
        `${config.id}: design ${(design * 100).toFixed(3)}%, measured ${(measured.rtp * 100).toFixed(3)}% ` +
          `(standard error ${(measured.standardError * 100).toFixed(3)}), ${ROUNDS} rounds in ${seconds.toFixed(1)} s`,
      );
      expect(measured.rounds).toBe(ROUNDS);
      expect(Math.abs(measured.rtp - design)).toBeLessThanOrEqual(0.005);
    });
  }
});
