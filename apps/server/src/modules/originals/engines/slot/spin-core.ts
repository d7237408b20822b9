import type { FairStream } from '../../fairness/fair-stream';
import type { CompiledSlot } from './compile';
import { countScatters, evaluateLine, fillWindow, type LineHit } from './evaluate';

/** Reusable buffers of one spin: the reel stops and the window's symbol indexes (reel-major). */
export type SpinBuffers = { stops: Int32Array; cells: Uint8Array };

export function newSpinBuffers(slot: CompiledSlot): SpinBuffers {
  return { stops: new Int32Array(slot.reelCount), cells: new Uint8Array(slot.reelCount * slot.rows) };
}

export const stripsFor = (slot: CompiledSlot, kind: 'base' | 'free'): Uint8Array[] =>
  kind === 'base' ? slot.baseStrips : slot.freeStrips;

export const multiplierFor = (slot: CompiledSlot, kind: 'base' | 'free'): number =>
  kind === 'base' ? 1 : slot.config.freeSpins.multiplier;

/** Draws one stop per reel, left to right, each uniform over its strip, and fills the window. */
export function drawSpin(slot: CompiledSlot, kind: 'base' | 'free', stream: FairStream, buffers: SpinBuffers): void {
  const strips = stripsFor(slot, kind);
  for (let reel = 0; reel < slot.reelCount; reel++) buffers.stops[reel] = stream.nextInt(strips[reel]!.length);
  fillWindow(slot, strips, buffers.stops, buffers.cells);
}

const hit: LineHit = { symbol: 0, count: 0 };

/** A spin's win in coins: every played line plus the scatter pay (a multiple of the total bet), times the multiplier. */
export function spinCoins(slot: CompiledSlot, cells: Uint8Array, lines: number, multiplier: number): number {
  let pays = 0;
  for (let i = 0; i < lines; i++) pays += evaluateLine(slot, cells, slot.lines[i]!, hit);
  pays += slot.scatterPays[countScatters(slot, cells)]! * lines;
  return pays * multiplier;
}

/** Free spins a window awards (0 when it does not trigger). */
export function spinAward(slot: CompiledSlot, cells: Uint8Array): number {
  return slot.scatterSpins[countScatters(slot, cells)]!;
}
