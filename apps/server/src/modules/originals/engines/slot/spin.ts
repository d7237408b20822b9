import type { CompiledSlot } from './compile';
import { evaluateLine, type LineHit } from './evaluate';
import { multiplierFor, spinAward, type SpinBuffers } from './spin-core';
import type { SlotLineWin, SlotSpin } from './types';

const hit: LineHit = { symbol: 0, count: 0 };

/** The cells of a line's run, reel by reel from the left. */
function linePositions(line: Uint8Array, count: number): [number, number][] {
  const positions: [number, number][] = [];
  for (let reel = 0; reel < count; reel++) positions.push([reel, line[reel]!]);
  return positions;
}

/** The full account of a drawn spin: window, every winning line, the scatter, the award and the win. */
export function describeSpin(
  slot: CompiledSlot,
  kind: 'base' | 'free',
  buffers: SpinBuffers,
  lines: number,
  coinValue: bigint,
): SlotSpin {
  const { cells } = buffers;
  const multiplier = multiplierFor(slot, kind);
  const lineWins: SlotLineWin[] = [];
  let coins = 0;
  for (let i = 0; i < lines; i++) {
    const line = slot.lines[i]!;
    const pays = evaluateLine(slot, cells, line, hit);
    if (pays === 0) continue;
    coins += pays * multiplier;
    lineWins.push({
      line: i + 1,
      symbol: slot.symbolIds[hit.symbol]!,
      count: hit.count,
      positions: linePositions(line, hit.count),
      pays,
      win: BigInt(pays * multiplier) * coinValue,
    });
  }
  const window: string[][] = [];
  const scatterPositions: [number, number][] = [];
  for (let reel = 0; reel < slot.reelCount; reel++) {
    const column: string[] = [];
    for (let row = 0; row < slot.rows; row++) {
      const symbol = cells[reel * slot.rows + row]!;
      column.push(slot.symbolIds[symbol]!);
      if (symbol === slot.scatter) scatterPositions.push([reel, row]);
    }
    window.push(column);
  }
  const scatterPays = slot.scatterPays[scatterPositions.length]!;
  const scatterCoins = scatterPays * lines * multiplier;
  coins += scatterCoins;
  return {
    kind,
    stops: Array.from(buffers.stops),
    window,
    lineWins,
    scatter: {
      count: scatterPositions.length,
      positions: scatterPositions,
      pays: scatterPays,
      win: BigInt(scatterCoins) * coinValue,
    },
    freeSpinsAwarded: spinAward(slot, cells),
    multiplier,
    win: BigInt(coins) * coinValue,
  };
}
