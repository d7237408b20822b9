import { z } from 'zod';
import { dateRangeQuerySchema, pageQuerySchema, pageSchema } from './money-common';
import { moneyRemarkSchema } from './money-remarks';
import { gameCategorySchema } from './games';
import { verifyRoundSchema } from './originals';
import { LEDGER_TRANSACTION_KINDS } from './wallet';

// The member's transaction report (SPEC 7.5 MemberTransaction, TxCodeList).

/** Transaction codes of the report: the ledger's transaction kinds. */
export const TX_CODES = LEDGER_TRANSACTION_KINDS;
export const txCodeSchema = z.enum(TX_CODES);
export type TxCode = z.infer<typeof txCodeSchema>;

/** Value of GET /wps/transaction/TxCodeList: each code with an i18n key of its name (`tx_<code>`) and an English name. */
export const txCodeListSchema = z.array(z.object({ txCode: txCodeSchema, i18nKey: z.string(), name: z.string() }));
export type TxCodeList = z.infer<typeof txCodeListSchema>;

/** Query of GET /wps/transaction/MemberTransaction: txCodes comma-separated (all when left out). */
export const memberTransactionQuerySchema = pageQuerySchema.extend(dateRangeQuerySchema.shape).extend({
  txCodes: z
    .string()
    .max(200)
    .optional()
    .transform((value) =>
      value
        ? value
            .split(',')
            .map((code) => code.trim())
            .filter(Boolean)
        : undefined,
    )
    .pipe(z.array(txCodeSchema).optional()),
});
export type MemberTransactionQuery = z.infer<typeof memberTransactionQuerySchema>;

/** The game round a bet, win or rollback belongs to, named for the player (the reference is `round:<provider>:<roundId>`). */
export const transactionRoundSchema = z.object({
  provider: z.string(),
  roundId: z.string(),
  gameName: z.string(),
  gameCode: z.string(),
  vendor: z.string(),
  vendorName: z.string(),
  /** A Palaro Original: the round carries a fairness proof (seeds and nonce that decided it). */
  provablyFair: z.boolean(),
});
export type TransactionRound = z.infer<typeof transactionRoundSchema>;

/** One entry on one of the player's wallets. */
export const memberTransactionSchema = z.object({
  transactionId: z.string(),
  txCode: txCodeSchema,
  /** main, bonus or vendor (then `vendor` names it). */
  wallet: z.enum(['main', 'bonus', 'vendor']),
  vendor: z.string().nullable(),
  /** Signed minor units (negative = money out of this wallet). */
  amount: z.string(),
  /**
   * The same signed amount in major units, e.g. "-5.00".
   * @deprecated The clients no longer read it: they format `amount` with money-format.ts. It stays in
   * answers only so that the refit of issue 16 changes no answer, and goes with the next contract version
   * (docs/decisions/0023-clients-format-money.md).
   */
  amountDisplay: z.string(),
  /** The wallet's balance after this entry, in minor units. */
  balanceAfter: z.string(),
  /**
   * `balanceAfter` in major units.
   * @deprecated The clients no longer read it: they format `balanceAfter` with money-format.ts. It stays in
   * answers only so that the refit of issue 16 changes no answer, and goes with the next contract version
   * (docs/decisions/0023-clients-format-money.md).
   */
  balanceAfterDisplay: z.string(),
  /** What it belongs to: "deposit 12", "withdrawal 7", a game round, ... */
  reference: z.string(),
  /** Short English note (reason of an adjustment, step of a withdrawal); kept for clients that do not read `remarkDetail`. */
  remark: z.string().nullable(),
  /** The same note in parts: a code the client words in the player's language, and an operator's free text; null from an older server. */
  remarkDetail: moneyRemarkSchema.nullable().default(null),
  /** The game round of a bet, win or rollback; null for other entries (and from an older server). */
  round: transactionRoundSchema.nullable().default(null),
  createdAt: z.string(),
});
export type MemberTransaction = z.infer<typeof memberTransactionSchema>;

export const memberTransactionPageSchema = pageSchema(memberTransactionSchema);
export type MemberTransactionPage = z.infer<typeof memberTransactionPageSchema>;

/** Query of GET /wps/game/round: one of the player's own rounds, as named by a report row's `round`. */
export const gameRoundQuerySchema = z.object({
  provider: z.string().regex(/^[A-Z0-9_]{2,32}$/),
  roundId: z.string().min(1).max(64),
});
export type GameRoundQuery = z.infer<typeof gameRoundQuerySchema>;

/** Value of GET /wps/game/round: the round's game, money and, for the Originals, its fairness proof. */
export const gameRoundSchema = z.object({
  round: transactionRoundSchema,
  /** open: the game has not ended the round yet. */
  status: z.enum(['open', 'closed']),
  /** Minor units. */
  betTotal: z.string(),
  winTotal: z.string(),
  refundTotal: z.string(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  /** Palaro Originals only: the draw, its seeds and, once the server seed is revealed, the server's recomputation. */
  fairness: verifyRoundSchema.nullable(),
});
export type GameRound = z.infer<typeof gameRoundSchema>;

// The game record (SPEC 2.1 /m/gameRecord): the player's own rounds from every game source (the Originals, the
// provider vendors, later the lottery), newest first, with the period's totals.

/** Query of GET /wps/game/records: date range on the round's start, optional game category, paging. */
export const gameRecordQuerySchema = pageQuerySchema.extend(dateRangeQuerySchema.shape).extend({
  category: gameCategorySchema.optional(),
});
export type GameRecordQuery = z.infer<typeof gameRecordQuerySchema>;

/** One round of the record; amounts are minor units, net = win + refund - bet (signed). */
export const gameRecordRowSchema = z.object({
  round: transactionRoundSchema,
  category: gameCategorySchema,
  status: z.enum(['open', 'closed']),
  betTotal: z.string(),
  winTotal: z.string(),
  refundTotal: z.string(),
  net: z.string(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type GameRecordRow = z.infer<typeof gameRecordRowSchema>;

/** Totals of every round the query matches (not only the page); minor units. */
export const gameRecordTotalsSchema = z.object({
  rounds: z.number().int(),
  betTotal: z.string(),
  winTotal: z.string(),
  refundTotal: z.string(),
  net: z.string(),
});
export const gameRecordPageSchema = pageSchema(gameRecordRowSchema).extend({ totals: gameRecordTotalsSchema });
export type GameRecordPage = z.infer<typeof gameRecordPageSchema>;
