import { invalid } from '../../errors';
import type { SlotConfig } from './types';

/** A title's configuration turned into index tables for fast, allocation-free evaluation. */
export type CompiledSlot = {
  config: SlotConfig;
  reelCount: number;
  rows: number;
  symbolIds: string[];
  wild: number;
  scatter: number;
  /** pays[symbol * (reelCount + 1) + count]: line pay in coins. */
  pays: Int32Array;
  baseStrips: Uint8Array[];
  freeStrips: Uint8Array[];
  /** lines[i][reel] = row. */
  lines: Uint8Array[];
  /** Indexed by scatter count. */
  scatterPays: Int32Array;
  scatterSpins: Int32Array;
  lineChoices: ReadonlySet<number>;
  coinValues: ReadonlySet<bigint>;
};

const compiled = new WeakMap<SlotConfig, CompiledSlot>();

const positiveInt = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
const nonNegativeInt = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

function countTable(table: Readonly<Record<number, number>>, size: number, what: string): Int32Array {
  const out = new Int32Array(size + 1);
  for (const [key, value] of Object.entries(table)) {
    const count = Number(key);
    if (!Number.isInteger(count) || count < 1 || count > size)
      invalid('config.invalid', `${what}: count ${key} is out of 1..${size}`);
    if (!nonNegativeInt(value)) invalid('config.invalid', `${what}: pay for ${key} must be a whole number`);
    out[count] = value;
  }
  return out;
}

function compileStrips(
  config: SlotConfig,
  strips: SlotConfig['reels'],
  index: Map<string, number>,
  what: string,
): Uint8Array[] {
  if (strips.length !== config.reels.length)
    invalid('config.invalid', `${config.id}: ${what} must have ${config.reels.length} reels`);
  return strips.map((strip, reel) => {
    if (strip.length < config.rows)
      invalid('config.invalid', `${config.id}: ${what} reel ${reel + 1} is shorter than the window`);
    return Uint8Array.from(strip, (id) => {
      const symbol = index.get(id);
      if (symbol === undefined)
        invalid('config.invalid', `${config.id}: ${what} reel ${reel + 1} has unknown symbol ${id}`);
      return symbol;
    });
  });
}

function build(config: SlotConfig): CompiledSlot {
  const reelCount = config.reels.length;
  if (reelCount < 3 || reelCount > 7) invalid('config.invalid', `${config.id}: a title has 3 to 7 reels`);
  if (!positiveInt(config.rows) || config.rows > 8) invalid('config.invalid', `${config.id}: rows must be 1 to 8`);
  const index = new Map<string, number>();
  config.symbols.forEach((symbol, i) => {
    if (index.has(symbol.id)) invalid('config.invalid', `${config.id}: symbol ${symbol.id} is listed twice`);
    index.set(symbol.id, i);
  });
  if (index.size > 255) invalid('config.invalid', `${config.id}: too many symbols`);
  const wilds = config.symbols.filter((s) => s.kind === 'wild');
  const scatters = config.symbols.filter((s) => s.kind === 'scatter');
  if (wilds.length > 1 || scatters.length !== 1)
    invalid('config.invalid', `${config.id}: a title has at most one wild and exactly one scatter`);
  if (scatters[0]?.id !== config.scatter.symbol)
    invalid('config.invalid', `${config.id}: scatter.symbol must name the scatter symbol`);
  const pays = new Int32Array(config.symbols.length * (reelCount + 1));
  config.symbols.forEach((symbol, i) => {
    if (symbol.kind === 'scatter') return;
    pays.set(countTable(symbol.pays ?? {}, reelCount, `${config.id} ${symbol.id} pays`), i * (reelCount + 1));
  });
  const lines = config.paylines.map((line, i) => {
    if (line.length !== reelCount || line.some((row) => !nonNegativeInt(row) || row >= config.rows)) {
      invalid('config.invalid', `${config.id}: payline ${i + 1} must give a row 0..${config.rows - 1} for each reel`);
    }
    return Uint8Array.from(line);
  });
  const { multiplier, maxPerRound } = config.freeSpins;
  if (!positiveInt(multiplier) || !positiveInt(maxPerRound))
    invalid('config.invalid', `${config.id}: free-spin multiplier and cap must be positive`);
  const { lineChoices, coinValues } = config.bet;
  if (lineChoices.length === 0 || lineChoices.some((n) => !positiveInt(n) || n > lines.length)) {
    invalid('config.invalid', `${config.id}: line choices must be 1..${lines.length}`);
  }
  if (coinValues.length === 0 || coinValues.some((v) => typeof v !== 'bigint' || v <= 0n)) {
    invalid('config.invalid', `${config.id}: coin values must be positive minor units`);
  }
  const cells = reelCount * config.rows;
  return {
    config,
    reelCount,
    rows: config.rows,
    symbolIds: config.symbols.map((s) => s.id),
    wild: wilds[0] ? index.get(wilds[0].id)! : -1,
    scatter: index.get(config.scatter.symbol)!,
    pays,
    baseStrips: compileStrips(config, config.reels, index, 'reels'),
    freeStrips: compileStrips(config, config.freeSpinReels ?? config.reels, index, 'freeSpinReels'),
    lines,
    scatterPays: countTable(config.scatter.pays, cells, `${config.id} scatter pays`),
    scatterSpins: countTable(config.scatter.freeSpins, cells, `${config.id} scatter free spins`),
    lineChoices: new Set(lineChoices),
    coinValues: new Set(coinValues),
  };
}

/** Checks a title once and keeps its tables; a broken title is refused with `config.invalid`. */
export function compileSlot(config: SlotConfig): CompiledSlot {
  let result = compiled.get(config);
  if (!result) {
    result = build(config);
    compiled.set(config, result);
  }
  return result;
}
