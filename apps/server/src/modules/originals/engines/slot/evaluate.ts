import type { CompiledSlot } from './compile';

/** What a line paid: `symbol` and `count` are left in this record to avoid an allocation per line. */
export type LineHit = { symbol: number; count: number };

/**
 * Pays of one line, left to right: wilds stand in for any regular symbol (never the scatter); the line pays the
 * better of its wild-only run and its symbol run, one win per line. `window[reel * rows + row]` holds symbol indexes.
 */
export function evaluateLine(slot: CompiledSlot, window: Uint8Array, line: Uint8Array, hit: LineHit): number {
  const { reelCount, rows, wild, scatter, pays } = slot;
  const stride = reelCount + 1;
  let leadWilds = 0;
  while (leadWilds < reelCount && window[leadWilds * rows + line[leadWilds]!] === wild) leadWilds++;
  const wildPay = wild >= 0 && leadWilds > 0 ? pays[wild * stride + leadWilds]! : 0;
  if (leadWilds === reelCount) {
    hit.symbol = wild;
    hit.count = leadWilds;
    return wildPay;
  }
  const symbol = window[leadWilds * rows + line[leadWilds]!]!;
  let count = leadWilds;
  if (symbol !== scatter) {
    count++;
    while (count < reelCount) {
      const next = window[count * rows + line[count]!];
      if (next !== symbol && next !== wild) break;
      count++;
    }
  }
  const symbolPay = symbol === scatter ? 0 : pays[symbol * stride + count]!;
  if (wildPay > symbolPay) {
    hit.symbol = wild;
    hit.count = leadWilds;
    return wildPay;
  }
  hit.symbol = symbol;
  hit.count = count;
  return symbolPay;
}

/** Scatters anywhere in the window. */
export function countScatters(slot: CompiledSlot, window: Uint8Array): number {
  let count = 0;
  for (let i = 0; i < window.length; i++) if (window[i] === slot.scatter) count++;
  return count;
}

/** Fills the window from reel stops: row r of a reel shows strip[(stop + r) mod length]. */
export function fillWindow(
  slot: CompiledSlot,
  strips: Uint8Array[],
  stops: ArrayLike<number>,
  window: Uint8Array,
): void {
  const { reelCount, rows } = slot;
  for (let reel = 0; reel < reelCount; reel++) {
    const strip = strips[reel]!;
    const stop = stops[reel]!;
    for (let row = 0; row < rows; row++) window[reel * rows + row] = strip[(stop + row) % strip.length]!;
  }
}
