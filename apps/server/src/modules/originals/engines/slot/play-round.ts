import { FairStream } from '../../fairness/fair-stream';
import { assertSlotBet } from './bet';
import { compileSlot } from './compile';
import { runFeature } from './feature';
import { describeSpin } from './spin';
import { drawSpin, newSpinBuffers } from './spin-core';
import type { SlotRoundInput, SlotRoundResult, SlotSpin } from './types';

/**
 * Plays one paid spin and every free spin it leads to, all from the round's one stream (one nonce).
 * Pure: the same title, bet and seeds always give the same result.
 */
export function playSlotRound(input: SlotRoundInput): SlotRoundResult {
  const slot = compileSlot(input.config);
  const { lines, coinValue, totalBet } = assertSlotBet(slot, input.bet);
  const stream = new FairStream(input.fairness);
  const buffers = newSpinBuffers(slot);

  drawSpin(slot, 'base', stream, buffers);
  const base = describeSpin(slot, 'base', buffers, lines, coinValue);
  const spins: SlotSpin[] = [base];
  let featureWin = 0n;
  const counters = runFeature(slot, base.freeSpinsAwarded, () => {
    drawSpin(slot, 'free', stream, buffers);
    const free = describeSpin(slot, 'free', buffers, lines, coinValue);
    spins.push(free);
    featureWin += free.win;
    return free.freeSpinsAwarded;
  });
  return {
    outcome: { spins: spins.map((s) => ({ kind: s.kind, stops: s.stops })) },
    totalBet,
    totalWin: base.win + featureWin,
    details: {
      title: slot.config.id,
      bet: { lines, coinValue, totalBet },
      spins,
      feature: {
        triggered: base.freeSpinsAwarded > 0,
        spinsAwarded: counters.awarded,
        spinsPlayed: counters.played,
        retriggers: counters.retriggers,
        multiplier: slot.config.freeSpins.multiplier,
        capped: counters.capped,
        win: featureWin,
      },
      baseWin: base.win,
    },
  };
}
