import { z } from 'zod';
import { dateRangeQuerySchema, pageQuerySchema, pageSchema } from './money-common';
import { moneyRemarkSchema } from './money-remarks';
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
    .transform((value) => (value ? value.split(',').map((code) => code.trim()).filter(Boolean) : undefined))
    .pipe(z.array(txCodeSchema).optional()),
});
export type MemberTransactionQuery = z.infer<typeof memberTransactionQuerySchema>;

/** One entry on one of the player's wallets. */
export const memberTransactionSchema = z.object({
  transactionId: z.string(),
  txCode: txCodeSchema,
  /** main, bonus or vendor (then `vendor` names it). */
  wallet: z.enum(['main', 'bonus', 'vendor']),
  vendor: z.string().nullable(),
  /** Signed minor units (negative = money out of this wallet) and the same in major units. */
  amount: z.string(),
  amountDisplay: z.string(),
  balanceAfter: z.string(),
  balanceAfterDisplay: z.string(),
  /** What it belongs to: "deposit 12", "withdrawal 7", a game round, ... */
  reference: z.string(),
  /** Short English note (reason of an adjustment, step of a withdrawal); kept for clients that do not read `remarkDetail`. */
  remark: z.string().nullable(),
  /** The same note in parts: a code the client words in the player's language, and an operator's free text; null from an older server. */
  remarkDetail: moneyRemarkSchema.nullable().default(null),
  createdAt: z.string(),
});
export type MemberTransaction = z.infer<typeof memberTransactionSchema>;

export const memberTransactionPageSchema = pageSchema(memberTransactionSchema);
export type MemberTransactionPage = z.infer<typeof memberTransactionPageSchema>;
