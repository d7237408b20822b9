import type { SlotResult, SlotSpinView } from '@palaro/contract/originals';

export type SpinStep = {
  spin: SlotSpinView;
  /** 0 for the paid spin, then 1, 2, ... for the free spins. */
  number: number;
  /** Free spins awarded so far (retriggers added, within the round's cap). */
  freeSpinsTotal: number;
  /** Free-spin winnings up to and including this spin. */
  featureWin: bigint;
  /** Round winnings up to and including this spin. */
  roundWin: bigint;
  /** True when this free spin added spins. */
  retriggered: boolean;
};

/** The round's spins in the order they are shown, with the feature's running counters. */
export function spinSteps(result: SlotResult): SpinStep[] {
  const cap = result.details.feature.spinsAwarded;
  let awarded = 0;
  let featureWin = 0n;
  let roundWin = 0n;
  return result.details.spins.map((spin, number) => {
    const before = awarded;
    awarded = Math.min(cap, awarded + spin.freeSpinsAwarded);
    if (number > 0) featureWin += BigInt(spin.win);
    roundWin += BigInt(spin.win);
    return { spin, number, freeSpinsTotal: awarded, featureWin, roundWin, retriggered: number > 0 && awarded > before };
  });
}

/** Every cell that takes part in a win of the spin ("reel:row"). */
export function winningCells(spin: SlotSpinView): Set<string> {
  const cells = new Set<string>();
  for (const win of spin.lineWins) for (const [reel, row] of win.positions) cells.add(`${reel}:${row}`);
  if (BigInt(spin.scatter.win) > 0n || spin.freeSpinsAwarded > 0)
    for (const [reel, row] of spin.scatter.positions) cells.add(`${reel}:${row}`);
  return cells;
}

/** Cycles a window of any strip position: `rows` symbols from `stop`, wrapping round the strip. */
export function stripWindow(strip: readonly string[], stop: number, rows: number): string[] {
  return Array.from({ length: rows }, (_, row) => strip[(stop + row) % strip.length] ?? '');
}
