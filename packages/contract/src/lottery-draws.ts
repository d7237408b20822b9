import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './money-common';

// Lottery draws (docs/spec.md sections 2.1 /m/launchGame and /m/startLottery, 4 "Game launch", 7.4 "Lottery"):
// every game's draws from schedule to published result, house draws' commitments and proofs, official results
// entered by one operator and confirmed by another. Player calls are public: guests may read them, like a printed
// results board (docs/server/lottery-draws.md). Times are epoch ms.

export const LOTTERY_PLAY_TYPES = ['trad', 'ent'] as const;
export const lotteryPlayTypeSchema = z.enum(LOTTERY_PLAY_TYPES);

/** scheduled -> open (sales, commitment public) -> closed (sales over) -> drawn (result) -> settled; or void. */
export const LOTTERY_DRAW_STATUSES = ['scheduled', 'open', 'closed', 'drawn', 'settled', 'void'] as const;
export const lotteryDrawStatusSchema = z.enum(LOTTERY_DRAW_STATUSES);
export type LotteryDrawStatus = z.infer<typeof lotteryDrawStatusSchema>;

/** A draw's result: numbers in draw order, or the Vietnamese northern draw's prize tiers (leading zeros kept). */
export const lotteryResultSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('numbers'), numbers: z.array(z.number().int()).readonly() }),
  z.object({
    kind: z.literal('prizes'),
    tiers: z.array(z.object({ tier: z.string(), numbers: z.array(z.string()).readonly() })).readonly(),
  }),
]);
export type LotteryResult = z.infer<typeof lotteryResultSchema>;

const gameIdSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,47}$/, 'expected a game id such as dice-3m');
const drawNumberSchema = z.string().regex(/^\d{8}-\d{4,6}$/, 'expected a draw number such as 20261128-0361');

/** A draw as players see it once it is over (results, history). */
export const lotteryPastDrawSchema = z.object({
  drawNumber: z.string(),
  drawAt: z.number().int(),
  status: lotteryDrawStatusSchema,
  /** Null for a void draw. */
  result: lotteryResultSchema.nullable(),
  drawnAt: z.number().int().nullable(),
});
export type LotteryPastDraw = z.infer<typeof lotteryPastDrawSchema>;

/** The draw open for sale: its times and, for a house game, the commitment to its secret. */
export const lotteryOpenDrawSchema = z.object({
  drawNumber: z.string(),
  opensAt: z.number().int(),
  closesAt: z.number().int(),
  drawAt: z.number().int(),
  /** Whole seconds from the server's time to the close of sales and to the draw (the page's countdown). */
  secondsToClose: z.number().int().nonnegative(),
  secondsToDraw: z.number().int().nonnegative(),
  /** SHA-256 (hex) of the house draw's secret; null for an official game. */
  commitment: z.string().nullable(),
});
export type LotteryOpenDraw = z.infer<typeof lotteryOpenDrawSchema>;

/** One game of the menu. */
export const lotteryMenuGameSchema = z.object({
  gameId: z.string(),
  name: z.string(),
  localName: z.string().nullable(),
  playType: lotteryPlayTypeSchema,
  /** The game's family (lotto6, ordered, colour, dice, digits5, race10, vnNorth): the menu's category. */
  category: z.string(),
  resultSource: z.enum(['house', 'official']),
  current: lotteryOpenDrawSchema.nullable(),
  lastResult: lotteryPastDrawSchema.nullable(),
});
export type LotteryMenuGame = z.infer<typeof lotteryMenuGameSchema>;

/** GET menu (and the Vietnam menu): the games by play type. */
export const lotteryMenuQuerySchema = z.object({ playType: lotteryPlayTypeSchema.optional() });
export const lotteryMenuSchema = z.object({
  serverTime: z.number().int(),
  groups: z.array(z.object({ playType: lotteryPlayTypeSchema, games: z.array(lotteryMenuGameSchema) })),
});
export type LotteryMenu = z.infer<typeof lotteryMenuSchema>;

/** GET numero (and vnNumero): one game's draw open for sale and the previous draw. */
export const lotteryNumeroQuerySchema = z.object({ gameId: gameIdSchema });
export const lotteryNumeroSchema = z.object({
  serverTime: z.number().int(),
  gameId: z.string(),
  /** Null between a game's last draw and its next opening (a daily game's night, a voided run). */
  current: lotteryOpenDrawSchema.nullable(),
  /** The latest draw whose draw time has passed, with its result once known. */
  previous: lotteryPastDrawSchema.nullable(),
});
export type LotteryNumero = z.infer<typeof lotteryNumeroSchema>;

/** GET results: the last `limit` finished draws of a game (drawn, settled or void), newest first (the trend chart). */
export const lotteryResultsQuerySchema = z.object({
  gameId: gameIdSchema,
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const lotteryResultsSchema = z.object({ gameId: z.string(), draws: z.array(lotteryPastDrawSchema) });
export type LotteryResults = z.infer<typeof lotteryResultsSchema>;

/** GET recent Vietnam lottery: the last `limit` finished draws of every Vietnamese game, newest first. */
export const lotteryVnRecentQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });
export const lotteryVnRecentSchema = z.object({
  draws: z.array(lotteryPastDrawSchema.extend({ gameId: z.string(), name: z.string() })),
});

/** GET proof: what a player needs to check one draw. */
export const lotteryProofQuerySchema = z.object({ gameId: gameIdSchema, drawNumber: drawNumberSchema });
export const lotteryProofSchema = z.object({
  gameId: z.string(),
  drawNumber: z.string(),
  status: lotteryDrawStatusSchema,
  resultSource: z.enum(['house', 'official']),
  opensAt: z.number().int(),
  closesAt: z.number().int(),
  drawAt: z.number().int(),
  drawnAt: z.number().int().nullable(),
  /** House: SHA-256 (hex) of the secret's 32 bytes, public from the opening of sales (null before it). */
  commitment: z.string().nullable(),
  /** House: the secret, revealed once drawn (null until then, and for a draw voided before it). */
  secret: z.string().nullable(),
  /**
   * House, once drawn: the HMAC-SHA256 stream's inputs (docs/server/lottery-fairness.md): key = the secret's bytes,
   * message `<drawId>:0:<block>` with drawId `<gameId>-<drawNumber>`.
   */
  derivation: z.object({ drawId: z.string(), message: z.string() }).nullable(),
  result: lotteryResultSchema.nullable(),
  /** Official: when the result was entered and when a second operator confirmed it (null while pending). */
  official: z.object({ enteredAt: z.number().int().nullable(), confirmedAt: z.number().int().nullable() }).nullable(),
  /** Set for a void draw. */
  voided: z.object({ reason: z.string(), at: z.number().int() }).nullable(),
});
export type LotteryProof = z.infer<typeof lotteryProofSchema>;

// --- operators ---

export const opsLotteryGameSchema = z.object({
  gameId: z.string(),
  name: z.string(),
  playType: lotteryPlayTypeSchema,
  category: z.string(),
  resultSource: z.enum(['house', 'official']),
  schedule: z.object({
    kind: z.enum(['daily', 'interval']),
    timeZone: z.string(),
    /** daily: local HH:mm times, and the weekdays (all when null). */
    times: z.array(z.string()).nullable(),
    weekdays: z.array(z.string()).nullable(),
    /** interval: seconds between draws, counted from local midnight. */
    everySeconds: z.number().int().nullable(),
  }),
  salesCloseSeconds: z.number().int(),
});
export const opsLotteryGamesSchema = z.object({ games: z.array(opsLotteryGameSchema) });

export const opsLotteryDrawSchema = z.object({
  gameId: z.string(),
  drawNumber: z.string(),
  status: lotteryDrawStatusSchema,
  resultSource: z.enum(['house', 'official']),
  opensAt: z.number().int(),
  closesAt: z.number().int(),
  drawAt: z.number().int(),
  /** Never the secret: operators see what players see of it (revealed through the proof once drawn). */
  commitment: z.string().nullable(),
  result: lotteryResultSchema.nullable(),
  drawnAt: z.number().int().nullable(),
  settledAt: z.number().int().nullable(),
  /** Official games whose result came from a results feed: the feed's name (no operator entry then). */
  resultFeed: z.string().nullable(),
  /** Official games: the pending or confirmed entry (its result is shown only once confirmed: four eyes). */
  entry: z
    .object({
      enteredBy: z.string(),
      enteredAt: z.number().int(),
      confirmedBy: z.string().nullable(),
      confirmedAt: z.number().int().nullable(),
    })
    .nullable(),
  voided: z.object({ reason: z.string(), by: z.string(), at: z.number().int() }).nullable(),
});
export type OpsLotteryDraw = z.infer<typeof opsLotteryDrawSchema>;

/** GET draws: newest draw time first; `from` inclusive and `to` exclusive on the draw time (ISO instants). */
export const opsLotteryDrawsQuerySchema = pageQuerySchema.extend({
  gameId: gameIdSchema.optional(),
  status: lotteryDrawStatusSchema.optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export const opsLotteryDrawsPageSchema = pageSchema(opsLotteryDrawSchema);

/**
 * POST result (enter) and POST confirm: the official result as published: a list of numbers (`[4, 12, ...]`) or the
 * Vietnamese prize tiers (`{ "special": ["12345"], "first": [...] }`); the engine checks its shape.
 */
export const opsLotteryResultSchema = z.object({ result: z.unknown() });
/** POST void: why (shown to players with the draw). */
export const opsLotteryVoidSchema = z.object({ reason: z.string().trim().min(1).max(500) });

/** Failures of the lottery draw calls: HTTP status, errorCode and the server's English message. */
export const LOTTERY_DRAW_ERRORS = {
  gameUnknown: { status: 404, errorCode: 'lottery.game.unknown', message: 'No such lottery game' },
  drawUnknown: { status: 404, errorCode: 'lottery.draw.unknown', message: 'No such draw' },
  /** A result entered for a game the house draws from its committed secret. */
  gameHouse: { status: 400, errorCode: 'lottery.game.house', message: 'This game is drawn by the house' },
  /** A result that does not have the game's shape; fields says why. */
  resultShape: { status: 400, errorCode: 'lottery.result.shape', message: 'This result does not fit the game' },
  /** A result entered or confirmed before the draw's time. */
  resultEarly: { status: 409, errorCode: 'lottery.result.early', message: 'This draw has not taken place yet' },
  /** A result for a draw already drawn, settled or void. */
  drawFinished: { status: 409, errorCode: 'lottery.draw.finished', message: 'This draw already has its outcome' },
  /** A confirmation without a pending entry. */
  resultUnentered: {
    status: 409,
    errorCode: 'lottery.result.unentered',
    message: 'No result is waiting for confirmation',
  },
  /** The operator who entered the result confirming it. */
  sameOperator: {
    status: 409,
    errorCode: 'lottery.result.sameOperator',
    message: 'Another operator must confirm this result',
  },
  /** A confirmation that differs from the entry: neither is taken, the entry stays pending. */
  resultMismatch: {
    status: 409,
    errorCode: 'lottery.result.mismatch',
    message: 'The results differ: check the official source and enter it again',
  },
  /** Voiding a settled draw (its tickets are paid) or a void one. */
  drawSettled: { status: 409, errorCode: 'lottery.draw.settled', message: 'A settled draw cannot be voided' },
  drawVoid: { status: 409, errorCode: 'lottery.draw.void', message: 'This draw is void' },
} as const;
export type LotteryDrawErrorName = keyof typeof LOTTERY_DRAW_ERRORS;
