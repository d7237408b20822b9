import { createHash } from 'node:crypto';
import type { OriginalsBet, OriginalsEngineName, OriginalsTable } from '@palaro/contract';
import {
  baccaratEngine,
  canonicalJson,
  colorGameEngine,
  hashServerSeed,
  originalsCatalogue,
  OriginalsInputError,
  slotEngine,
  type BaccaratConfig,
  type ColorGameConfig,
  type FairnessInput,
  type OriginalsEngine,
  type OriginalsGame,
  type SlotConfig,
} from '../originals';
import { originalsError } from './errors';

/** A round as an engine plays it, amounts still bigint. */
export type PlayOutput = { outcome: unknown; totalBet: bigint; totalWin: bigint; details: unknown };

export type Recomputed = {
  serverSeedHash: string;
  commitmentMatches: boolean | null;
  outcomeMatches: boolean | null;
  round: PlayOutput;
};

/** One playable Original: its table as configured now, and how its engine plays and replays rounds. */
export type OriginalsGameEntry = {
  gameCode: string;
  name: string;
  engine: OriginalsEngineName;
  /** SHA-256 of the configuration's canonical JSON; rounds record it. */
  configHash: string;
  /** The configuration as stored with the rounds (amounts as strings). */
  storedConfig: unknown;
  table: OriginalsTable;
  /** The total stake of a bet, checked against the table (nothing is drawn). */
  stakeOf(bet: OriginalsBet): bigint;
  play(bet: OriginalsBet, fairness: FairnessInput): PlayOutput;
  /** Replays a round on a stored configuration of this game. */
  replay(
    storedConfig: unknown,
    bet: OriginalsBet,
    fairness: FairnessInput,
    commitment?: string,
    recordedOutcome?: unknown,
  ): Recomputed;
};

// the stake of a bet does not depend on the draw, so any fixed seeds will do to check it
const STAKE_CHECK: FairnessInput = { serverSeed: '0'.repeat(64), clientSeed: 'stake-check', nonce: 0 };

/** Engine refusals are the player's bad input: 400 with the engine's message and the field it names. */
function guarded<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof OriginalsInputError)
      throw originalsError('betInvalid', { message: error.message, fields: { [error.field ?? 'bet']: error.code } });
    throw error;
  }
}

function slotBet(bet: OriginalsBet) {
  if (!('lines' in bet))
    throw originalsError('betInvalid', {
      message: 'This game takes lines and coinValue',
      fields: { bet: 'bet.invalid' },
    });
  return { lines: bet.lines, coinValue: BigInt(bet.coinValue) };
}

function stakesBet<K extends string>(bet: OriginalsBet): { stakes: Partial<Record<K, bigint>> } {
  if (!('stakes' in bet))
    throw originalsError('betInvalid', { message: 'This game takes stakes', fields: { bet: 'bet.invalid' } });
  const stakes: Partial<Record<string, bigint>> = {};
  for (const [key, value] of Object.entries(bet.stakes as Record<string, string | undefined>))
    if (value !== undefined) stakes[key] = BigInt(value);
  return { stakes: stakes as Partial<Record<K, bigint>> };
}

type Json = Record<string, unknown>;
const big = (value: unknown) => BigInt(value as string);

const reviveSlot = (json: unknown): SlotConfig => {
  const config = json as SlotConfig & { bet: { coinValues: string[] } };
  return { ...config, bet: { ...config.bet, coinValues: config.bet.coinValues.map(big) } };
};
const reviveColorGame = (json: unknown): ColorGameConfig => {
  const config = json as ColorGameConfig & { limits: Json };
  return {
    ...config,
    limits: {
      minStake: big(config.limits.minStake),
      maxStake: big(config.limits.maxStake),
      maxTotal: big(config.limits.maxTotal),
    },
  };
};
const reviveBaccarat = (json: unknown): BaccaratConfig => {
  const config = json as BaccaratConfig & { limits: Record<string, { min: string; max: string } | string> };
  const limit = (kind: string) => {
    const value = config.limits[kind] as { min: string; max: string };
    return { min: big(value.min), max: big(value.max) };
  };
  return {
    ...config,
    limits: {
      player: limit('player'),
      banker: limit('banker'),
      tie: limit('tie'),
      playerPair: limit('playerPair'),
      bankerPair: limit('bankerPair'),
      maxTotal: big(config.limits.maxTotal),
    },
  };
};

function entryFor<C, B, O, R extends { outcome: O; totalBet: bigint; totalWin: bigint; details: unknown }>(
  game: OriginalsGame,
  engine: OriginalsEngine<C, B, O, R>,
  config: C,
  toBet: (bet: OriginalsBet) => B,
  revive: (json: unknown) => C,
  table: OriginalsTable,
): OriginalsGameEntry {
  const canonical = canonicalJson(config);
  const revived = new Map<string, C>();
  const configOf = (stored: unknown) => {
    const key = canonicalJson(stored);
    if (key === canonical) return config;
    let found = revived.get(key);
    if (!found) {
      found = revive(stored);
      revived.set(key, found);
    }
    return found;
  };
  return {
    gameCode: game.gameCode,
    name: game.name,
    engine: game.engine,
    configHash: createHash('sha256').update(canonical).digest('hex'),
    storedConfig: JSON.parse(canonical) as unknown,
    table,
    stakeOf: (bet) => guarded(() => engine.playRound({ config, bet: toBet(bet), fairness: STAKE_CHECK }).totalBet),
    play: (bet, fairness) => guarded(() => engine.playRound({ config, bet: toBet(bet), fairness })),
    replay: (stored, bet, fairness, commitment, recordedOutcome) =>
      guarded(() => {
        const checked = engine.verifyRound({
          config: configOf(stored),
          bet: toBet(bet),
          fairness,
          serverSeedHash: commitment ?? hashServerSeed(fairness.serverSeed),
          ...(recordedOutcome === undefined ? {} : { recordedOutcome: recordedOutcome as O }),
        });
        return {
          serverSeedHash: checked.serverSeedHash,
          commitmentMatches: commitment === undefined ? null : checked.commitmentMatches,
          outcomeMatches: checked.outcomeMatches,
          round: checked.round,
        };
      }),
  };
}

const pays = (record: Readonly<Record<number, number>> | undefined) => Object.fromEntries(Object.entries(record ?? {}));

function entryOf(game: OriginalsGame): OriginalsGameEntry {
  switch (game.engine) {
    case 'slot': {
      const { config } = game;
      return entryFor(game, slotEngine, config, slotBet, reviveSlot, {
        engine: 'slot',
        title: config.name,
        rows: config.rows,
        symbols: config.symbols.map((symbol) => ({
          id: symbol.id,
          name: symbol.name,
          kind: symbol.kind,
          pays: pays(symbol.pays),
        })),
        reels: config.reels.map((strip) => [...strip]),
        freeSpinReels: config.freeSpinReels ? config.freeSpinReels.map((strip) => [...strip]) : null,
        paylines: config.paylines.map((line) => [...line]),
        scatter: {
          symbol: config.scatter.symbol,
          pays: pays(config.scatter.pays),
          freeSpins: pays(config.scatter.freeSpins),
        },
        freeSpins: { ...config.freeSpins },
        lineChoices: [...config.bet.lineChoices],
        coinValues: config.bet.coinValues.map(String),
        designRtp: game.designRtp,
      });
    }
    case 'color-game': {
      const { config } = game;
      const { minStake, maxStake, maxTotal } = config.limits;
      return entryFor(game, colorGameEngine, config, stakesBet, reviveColorGame, {
        engine: 'color-game',
        colours: [...config.colours],
        pays: { 1: config.pays[1], 2: config.pays[2], 3: config.pays[3] },
        limits: { minStake: String(minStake), maxStake: String(maxStake), maxTotal: String(maxTotal) },
        designRtp: game.designRtp,
      });
    }
    case 'baccarat': {
      const { config } = game;
      const limit = (value: { min: bigint; max: bigint }) => ({ min: String(value.min), max: String(value.max) });
      return entryFor(game, baccaratEngine, config, stakesBet, reviveBaccarat, {
        engine: 'baccarat',
        decks: config.decks,
        pays: { ...config.pays },
        bankerCommissionPercent: config.bankerCommissionPercent,
        limits: {
          player: limit(config.limits.player),
          banker: limit(config.limits.banker),
          tie: limit(config.limits.tie),
          playerPair: limit(config.limits.playerPair),
          bankerPair: limit(config.limits.bankerPair),
          maxTotal: String(config.limits.maxTotal),
        },
        designRtp: game.designRtp,
      });
    }
  }
}

export type OriginalsGames = { get(gameCode: string): OriginalsGameEntry | undefined; all(): OriginalsGameEntry[] };

/** The playable Originals by game code (the catalogue's gameCode of each PALARO game). */
export function createOriginalsGames(games: OriginalsGame[] = originalsCatalogue()): OriginalsGames {
  const entries = new Map(games.map((game) => [game.gameCode, entryOf(game)]));
  return { get: (gameCode) => entries.get(gameCode), all: () => [...entries.values()] };
}
