import { z } from 'zod';
import { minorUnitsSchema } from './wallet';
import { BACCARAT_BET_KINDS, COLOR_GAME_COLOURS, ORIGINALS_ENGINES } from './originals-paths';

export * from './originals-paths';

// Palaro Originals, the in-house games (LOCAL category, vendor PALARO). The lobby's launch URL opens
// `/originals/play/<gameCode>?token=<launch token>&language=<EN|TL|CN|VI|TH|PT>` in its full-screen frame; the
// game page exchanges the launch token for a game session and then plays through the calls below, sending
// `Authorization: <game session token>` (raw, as on the platform). The game server moves money only through the
// seamless wallet, as any outside provider does. Amounts are strings of integer minor units.

export const originalsEngineSchema = z.enum(ORIGINALS_ENGINES);
export type OriginalsEngineName = z.infer<typeof originalsEngineSchema>;

export const colourSchema = z.enum(COLOR_GAME_COLOURS);
export type ColourName = z.infer<typeof colourSchema>;

export const baccaratBetKindSchema = z.enum(BACCARAT_BET_KINDS);
export type BaccaratBetKindName = z.infer<typeof baccaratBetKindSchema>;

/** A server seed: 64 lowercase hex digits. */
export const serverSeedSchema = z.string().regex(/^[0-9a-f]{64}$/, 'expected 64 lowercase hex digits');
/** 1 to 64 visible ASCII characters (no spaces), so a seed reads the same everywhere. */
export const clientSeedSchema = z
  .string()
  .trim()
  .min(1, 'expected 1 to 64 characters')
  .max(64, 'expected 1 to 64 characters')
  .regex(/^[\x21-\x7e]+$/, 'expected visible ASCII characters without spaces');
const nonceSchema = z.number().int().min(0);
const amount = minorUnitsSchema;
const stake = z.string().regex(/^[1-9]\d{0,17}$/, 'expected a positive whole number of minor units');

// ---- tables: what a game page needs to draw and explain the game (all of it public) ----

const paysSchema = z.record(z.string(), z.number());

export const slotTableSchema = z.object({
  engine: z.literal('slot'),
  title: z.string(),
  rows: z.number().int(),
  symbols: z.array(
    z.object({ id: z.string(), name: z.string(), kind: z.enum(['regular', 'wild', 'scatter']), pays: paysSchema }),
  ),
  reels: z.array(z.array(z.string())),
  freeSpinReels: z.array(z.array(z.string())).nullable(),
  paylines: z.array(z.array(z.number().int())),
  scatter: z.object({ symbol: z.string(), pays: paysSchema, freeSpins: paysSchema }),
  freeSpins: z.object({ multiplier: z.number(), retrigger: z.boolean(), maxPerRound: z.number().int() }),
  lineChoices: z.array(z.number().int()),
  coinValues: z.array(amount),
  designRtp: z.number(),
});
export type SlotTable = z.infer<typeof slotTableSchema>;

export const colorGameTableSchema = z.object({
  engine: z.literal('color-game'),
  colours: z.array(colourSchema),
  pays: z.object({ 1: z.number(), 2: z.number(), 3: z.number() }),
  limits: z.object({ minStake: amount, maxStake: amount, maxTotal: amount }),
  designRtp: z.number(),
});
export type ColorGameTable = z.infer<typeof colorGameTableSchema>;

const limitSchema = z.object({ min: amount, max: amount });
export const baccaratTableSchema = z.object({
  engine: z.literal('baccarat'),
  decks: z.number().int(),
  pays: z.object({ player: z.number(), banker: z.number(), tie: z.number(), pair: z.number() }),
  bankerCommissionPercent: z.number(),
  limits: z.object({
    player: limitSchema,
    banker: limitSchema,
    tie: limitSchema,
    playerPair: limitSchema,
    bankerPair: limitSchema,
    maxTotal: amount,
  }),
  designRtp: z.record(z.string(), z.number()),
});
export type BaccaratTable = z.infer<typeof baccaratTableSchema>;

export const originalsTableSchema = z.discriminatedUnion('engine', [
  slotTableSchema,
  colorGameTableSchema,
  baccaratTableSchema,
]);
export type OriginalsTable = z.infer<typeof originalsTableSchema>;

// ---- bets ----

export const slotBetSchema = z.object({ lines: z.number().int().positive(), coinValue: stake }).strict();
export const colorGameBetSchema = z.object({ stakes: z.partialRecord(colourSchema, stake) }).strict();
export const baccaratBetSchema = z.object({ stakes: z.partialRecord(baccaratBetKindSchema, stake) }).strict();
/** The bet of a round; which shape applies depends on the session's game. */
export const originalsBetSchema = z.union([slotBetSchema, colorGameBetSchema, baccaratBetSchema]);
export type SlotBetInput = z.infer<typeof slotBetSchema>;
export type ColorGameBetInput = z.infer<typeof colorGameBetSchema>;
export type BaccaratBetInput = z.infer<typeof baccaratBetSchema>;
export type OriginalsBet = z.infer<typeof originalsBetSchema>;

/** A client-made id per round (e.g. a UUID): sending the same id again answers the same round, never a second one. */
export const roundRequestIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'expected 8-64 characters A-Z, a-z, 0-9, _ or -');

export const playRoundRequestSchema = z.object({ requestId: roundRequestIdSchema, bet: originalsBetSchema });
export type PlayRoundRequest = z.infer<typeof playRoundRequestSchema>;

// ---- results ----

const cellSchema = z.tuple([z.number().int(), z.number().int()]);
export const slotSpinSchema = z.object({
  kind: z.enum(['base', 'free']),
  stops: z.array(z.number().int()),
  window: z.array(z.array(z.string())),
  lineWins: z.array(
    z.object({
      line: z.number().int(),
      symbol: z.string(),
      count: z.number().int(),
      positions: z.array(cellSchema),
      pays: z.number(),
      win: amount,
    }),
  ),
  scatter: z.object({ count: z.number().int(), positions: z.array(cellSchema), pays: z.number(), win: amount }),
  freeSpinsAwarded: z.number().int(),
  multiplier: z.number(),
  win: amount,
});
export type SlotSpinView = z.infer<typeof slotSpinSchema>;

export const slotResultSchema = z.object({
  engine: z.literal('slot'),
  outcome: z.object({ spins: z.array(z.object({ kind: z.enum(['base', 'free']), stops: z.array(z.number().int()) })) }),
  details: z.object({
    title: z.string(),
    bet: z.object({ lines: z.number().int(), coinValue: amount, totalBet: amount }),
    spins: z.array(slotSpinSchema),
    feature: z.object({
      triggered: z.boolean(),
      spinsAwarded: z.number().int(),
      spinsPlayed: z.number().int(),
      retriggers: z.number().int(),
      multiplier: z.number(),
      capped: z.boolean(),
      win: amount,
    }),
    baseWin: amount,
  }),
});

export const colorGameResultSchema = z.object({
  engine: z.literal('color-game'),
  outcome: z.object({ dice: z.tuple([colourSchema, colourSchema, colourSchema]) }),
  details: z.object({
    game: z.string(),
    bets: z.array(z.object({ colour: colourSchema, stake: amount, matches: z.number().int(), payout: amount })),
  }),
});

/** A card: rank A, 2-9, T, J, Q, K then suit S, H, D, C ("TD" is the ten of diamonds). */
export const cardCodeSchema = z.string().regex(/^[A2-9TJQK][SHDC]$/, 'expected a card code');
export const baccaratResultSchema = z.object({
  engine: z.literal('baccarat'),
  outcome: z.object({ player: z.array(cardCodeSchema), banker: z.array(cardCodeSchema) }),
  details: z.object({
    game: z.string(),
    winner: z.enum(['player', 'banker', 'tie']),
    playerTotal: z.number().int(),
    bankerTotal: z.number().int(),
    natural: z.boolean(),
    playerPair: z.boolean(),
    bankerPair: z.boolean(),
    shuffleSwaps: z.array(z.number().int()),
    bets: z.array(
      z.object({ kind: baccaratBetKindSchema, stake: amount, result: z.enum(['win', 'lose', 'push']), payout: amount }),
    ),
  }),
});

export const originalsResultSchema = z.discriminatedUnion('engine', [
  slotResultSchema,
  colorGameResultSchema,
  baccaratResultSchema,
]);
export type OriginalsResult = z.infer<typeof originalsResultSchema>;
export type SlotResult = z.infer<typeof slotResultSchema>;
export type ColorGameResult = z.infer<typeof colorGameResultSchema>;
export type BaccaratResult = z.infer<typeof baccaratResultSchema>;

/**
 * A round as the player sees it. `settled`: paid and closed; `pending`: the wallet has not answered every step yet
 * (the server finishes it); `refused`: the wallet refused the bet, nothing was played; `rolledBack`: the bet never
 * settled and was returned.
 */
export const ORIGINALS_ROUND_STATUSES = ['settled', 'pending', 'refused', 'rolledBack'] as const;
export const originalsRoundSchema = z.object({
  roundId: z.string(),
  gameCode: z.string(),
  status: z.enum(ORIGINALS_ROUND_STATUSES),
  /** Epoch ms. */
  createdAt: z.number().int(),
  bet: originalsBetSchema,
  totalBet: amount,
  /** Null until the round is drawn. */
  totalWin: amount.nullable(),
  /** The seeds and nonce that decided it; null until drawn. */
  fairness: z.object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: nonceSchema }).nullable(),
  /** True once its server seed has been rotated out and revealed: the round can be verified. */
  revealed: z.boolean(),
  result: originalsResultSchema.nullable(),
  /** Balance after the round (minor units); null until settled. */
  balanceAfter: amount.nullable(),
});
export type OriginalsRound = z.infer<typeof originalsRoundSchema>;

// ---- seeds and session ----

/** The seed pair in use: only the server seed's SHA-256 is shown until it is rotated out. */
export const activeSeedsSchema = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nextNonce: nonceSchema,
});
export type ActiveSeeds = z.infer<typeof activeSeedsSchema>;

export const revealedSeedsSchema = z.object({
  serverSeed: serverSeedSchema,
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  roundsPlayed: nonceSchema,
  /** Epoch ms. */
  revealedAt: z.number().int(),
});
export type RevealedSeeds = z.infer<typeof revealedSeedsSchema>;

export const openSessionRequestSchema = z.object({ launchToken: z.string().min(16).max(128) });

/** Value of the session exchange and of GET state. */
export const originalsStateSchema = z.object({
  player: z.object({ name: z.string() }),
  mode: z.enum(['real', 'fun']),
  currency: z.string(),
  /** The platform's Language code the game was launched with (EN, TL, CN, VI, TH, PT). */
  language: z.string(),
  /** Where the game's close button goes when it is not inside the lobby's frame. */
  lobbyUrl: z.string(),
  balance: amount,
  game: z.object({
    gameCode: z.string(),
    gameName: z.string(),
    nodeId: z.number().int(),
    engine: originalsEngineSchema,
  }),
  table: originalsTableSchema,
  seeds: activeSeedsSchema,
});
export type OriginalsState = z.infer<typeof originalsStateSchema>;

export const openSessionSchema = originalsStateSchema.extend({
  /** Sent as `Authorization` on every later call; good for this game only. */
  sessionToken: z.string(),
  /** Epoch ms after which the token is refused; launch the game again. */
  expiresAt: z.number().int(),
});
export type OpenSession = z.infer<typeof openSessionSchema>;

export const playRoundSchema = z.object({ round: originalsRoundSchema, balance: amount, seeds: activeSeedsSchema });
export type PlayRound = z.infer<typeof playRoundSchema>;

export const roundHistoryQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export const roundHistorySchema = z.object({
  list: z.array(originalsRoundSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type RoundHistory = z.infer<typeof roundHistorySchema>;

export const rotateSeedsRequestSchema = z.object({ clientSeed: clientSeedSchema.optional() });
export const rotateSeedsSchema = z.object({ revealed: revealedSeedsSchema, seeds: activeSeedsSchema });
export type RotateSeeds = z.infer<typeof rotateSeedsSchema>;

export const seedHistorySchema = z.object({ list: z.array(revealedSeedsSchema) });

/** What a recomputation found: the seed matches the commitment, the outcome matches the record, the round itself. */
export const recomputationSchema = z.object({
  /** The merchant's currency the amounts are in. */
  currency: z.string(),
  serverSeedHash: z.string(),
  /** Null when no commitment was given to compare with. */
  commitmentMatches: z.boolean().nullable(),
  /** Null when there is no recorded outcome to compare with. */
  outcomeMatches: z.boolean().nullable(),
  totalBet: amount,
  totalWin: amount,
  result: originalsResultSchema,
});
export type Recomputation = z.infer<typeof recomputationSchema>;

export const verifyRoundSchema = z.object({
  currency: z.string(),
  round: originalsRoundSchema,
  /** The revealed seed pair the round was played with; null while it is still in use (rotate to reveal it). */
  revealed: revealedSeedsSchema.nullable(),
  verification: recomputationSchema.nullable(),
});
export type VerifyRound = z.infer<typeof verifyRoundSchema>;

export const recomputeRequestSchema = z.object({
  gameCode: z.string().regex(/^[a-z0-9-]{1,64}$/, 'expected a game code'),
  serverSeed: serverSeedSchema,
  clientSeed: clientSeedSchema,
  nonce: nonceSchema,
  bet: originalsBetSchema,
  /** The commitment shown before play, to compare with. */
  serverSeedHash: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'expected 64 hex digits')
    .optional(),
});
export type RecomputeRequest = z.infer<typeof recomputeRequestSchema>;
