import { z } from 'zod';
import { lotteryPlayTypeSchema } from './lottery-draws';
import { lotteryPrizeModeSchema } from './lottery-launch';

// A lottery game's play menu (docs/spec.md 7.4 "Lottery"; docs/server/lottery-engine.md): what the lotto app's bet
// slip offers and checks before it sends an order. Public, like the rest of the board. Stakes are minor units as
// strings (decision 0018).

/** GET rules: one game's rules; odds in `prizeMode`, the game's first prize mode when none is asked. */
export const lotteryRulesQuerySchema = z.object({
  gameId: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,47}$/, 'expected a game id such as dice-3m'),
  prizeMode: lotteryPrizeModeSchema.optional(),
});

const countSchema = z.object({ min: z.number().int(), max: z.number().int() });

/** What a draw produces (the engine's result shape): the trend view and the quick pick read it. */
export const lotteryResultShapeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('distinct'), count: z.number().int(), min: z.number().int(), max: z.number().int() }),
  z.object({ kind: z.literal('sequence'), count: z.number().int(), min: z.number().int(), max: z.number().int() }),
  z.object({ kind: z.literal('permutation'), size: z.number().int() }),
  z.object({
    kind: z.literal('prizes'),
    tiers: z.array(z.object({ tier: z.string(), count: z.number().int(), digits: z.number().int() })),
  }),
]);

/** Which parts a selection takes; null for a part the bet type leaves out (the order must leave it out too). */
export const lotterySelectionRuleSchema = z.object({
  numbers: z
    .object({
      min: z.number().int(),
      max: z.number().int(),
      count: countSchema,
      distinct: z.boolean(),
      /** Straight, rambled and top-two numbers keep the order they were picked in. */
      ordered: z.boolean(),
      /** A rambled bet needs two different numbers at least. */
      notAllEqual: z.boolean(),
    })
    .nullable(),
  /** 1-based places of a drawn row (digit positions, race places). */
  positions: z.object({ min: z.number().int(), max: z.number().int(), count: countSchema }).nullable(),
  options: z.array(z.string()).nullable(),
});
export type LotterySelectionRule = z.infer<typeof lotterySelectionRuleSchema>;

/**
 * Tickets a selection covers, per position (a bet without positions counts as one): `one` for the numbers together,
 * `each` per number, `subsets` per `size`-subset (a system bet), `arrangements` per distinct order (rambled).
 */
export const lotteryCombinationsSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('one') }),
  z.object({ kind: z.literal('each') }),
  z.object({ kind: z.literal('subsets'), size: z.number().int() }),
  z.object({ kind: z.literal('arrangements') }),
]);
export type LotteryCombinations = z.infer<typeof lotteryCombinationsSchema>;

export const lotteryBetTypeRulesSchema = z.object({
  code: z.string(),
  name: z.string(),
  selection: lotterySelectionRuleSchema,
  combinations: lotteryCombinationsSchema,
  /** Limits of the unit stake (one ticket). */
  minStake: z.string(),
  maxStake: z.string(),
  /** Decimal odds (stake included) by prize level: `hit`, a match count, an option or a dice total. */
  odds: z.record(z.string(), z.string()),
});
export type LotteryBetTypeRules = z.infer<typeof lotteryBetTypeRulesSchema>;

export const lotteryRulesSchema = z.object({
  gameId: z.string(),
  name: z.string(),
  localName: z.string().nullable(),
  playType: lotteryPlayTypeSchema,
  category: z.string(),
  resultSource: z.enum(['house', 'official']),
  resultShape: lotteryResultShapeSchema,
  /** Sales close this many seconds before each draw. */
  salesCloseSeconds: z.number().int(),
  prizeMode: z.string(),
  prizeModes: z.array(z.string()),
  betTypes: z.array(lotteryBetTypeRulesSchema),
});
export type LotteryRules = z.infer<typeof lotteryRulesSchema>;

/** A prize mode the game is not offered in. */
export const LOTTERY_RULES_ERRORS = {
  prizeModeUnknown: {
    status: 400,
    errorCode: 'lottery.prizeMode.unknown',
    message: 'This game is not offered in that prize mode',
  },
} as const;
