import { FairStream } from '../../fairness/fair-stream';
import { ReturnTally, type SimulationTotals } from '../../simulation';
import { assertSlotBet } from './bet';
import { compileSlot } from './compile';
import { runFeature } from './feature';
import { drawSpin, multiplierFor, newSpinBuffers, spinAward, spinCoins } from './spin-core';
import type { SlotBet, SlotConfig } from './types';

export type SlotSimulationInput = {
  config: SlotConfig;
  bet: SlotBet;
  serverSeed: string;
  clientSeed: string;
  firstNonce?: number;
  rounds: number;
};

/**
 * Plays `rounds` rounds (nonces firstNonce, firstNonce + 1, ...) with the same stream, draws and rules as
 * playSlotRound, adding up coins instead of building each round's account, so millions of rounds take seconds.
 */
export function simulateSlot(input: SlotSimulationInput): SimulationTotals {
  const slot = compileSlot(input.config);
  const { lines, coinValue } = assertSlotBet(slot, input.bet);
  const firstNonce = input.firstNonce ?? 0;
  const stream = new FairStream({ serverSeed: input.serverSeed, clientSeed: input.clientSeed, nonce: firstNonce });
  const buffers = newSpinBuffers(slot);
  const freeMultiplier = multiplierFor(slot, 'free');
  const tally = new ReturnTally();
  let coins = 0;
  const playFreeSpin = (): number => {
    drawSpin(slot, 'free', stream, buffers);
    coins += spinCoins(slot, buffers.cells, lines, freeMultiplier);
    return spinAward(slot, buffers.cells);
  };
  for (let round = 0; round < input.rounds; round++) {
    stream.restart(firstNonce + round);
    drawSpin(slot, 'base', stream, buffers);
    coins = spinCoins(slot, buffers.cells, lines, 1);
    const award = spinAward(slot, buffers.cells);
    if (award > 0) runFeature(slot, award, playFreeSpin);
    tally.add(lines, coins);
  }
  return tally.totals(coinValue);
}
