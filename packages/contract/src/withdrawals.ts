import { z } from 'zod';
import { freeText } from './free-text';
import {
  dateRangeQuerySchema,
  pageQuerySchema,
  pageSchema,
  positiveMinorUnitsSchema,
  requestIdSchema,
} from './money-common';
import { moneyRemarkSchema } from './money-remarks';

// Withdrawals (SPEC 7.5): payment (withdrawal) password, bank cards, /wps/transaction/withdraw and its report.

/** Value of GET /wps/member/hasWithdrawalPassword. */
export const hasWithdrawalPasswordSchema = z.object({ hasWithdrawalPassword: z.boolean() });

/** Sealed body of POST /wps/member/paymentPassword: sets the first one (refused when one exists). */
export const paymentPasswordSetSchema = z.object({
  paymentPassword: z.string().max(64),
  confirmPaymentPassword: z.string().max(64),
});
export type PaymentPasswordSet = z.infer<typeof paymentPasswordSetSchema>;

/** Sealed body of POST /wps/member/paymentPassword/reset: a new one, proven with the login password. */
export const paymentPasswordResetSchema = z.object({
  loginPassword: z.string().min(1).max(128),
  paymentPassword: z.string().max(64),
  confirmPaymentPassword: z.string().max(64),
});
export type PaymentPasswordReset = z.infer<typeof paymentPasswordResetSchema>;

/** A bank the merchant pays out to. */
export const withdrawBankSchema = z.object({ bankCode: z.string(), bankName: z.string() });
export type WithdrawBank = z.infer<typeof withdrawBankSchema>;
/** Value of GET /wps/withdraw/banks. */
export const withdrawBanksSchema = z.array(withdrawBankSchema);

/** A player's bank card; the number is always masked. */
export const bankCardSchema = z.object({
  id: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  payeeName: z.string(),
  /** e.g. "**** **** 7890". */
  accountNumberMasked: z.string(),
  createdAt: z.string(),
});
export type BankCard = z.infer<typeof bankCardSchema>;

/** Value of GET /wps/member/bankCards. */
export const bankCardsSchema = z.object({ cards: z.array(bankCardSchema), maxCards: z.number().int() });
export type BankCards = z.infer<typeof bankCardsSchema>;

/** Body of POST /wps/member/bankCard. */
export const bankCardAddSchema = z.object({
  bankCode: z.string().trim().min(1).max(32),
  payeeName: freeText(z.string().trim().min(2).max(64)),
  /** Digits; spaces and dashes are ignored. */
  accountNumber: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{6,24}$/, 'expected 6-24 digits')),
});
export type BankCardAdd = z.infer<typeof bankCardAddSchema>;

/** Query of DELETE /wps/member/bankCard. */
export const bankCardRemoveQuerySchema = z.object({ id: z.string().regex(/^\d{1,19}$/) });

/** Value of GET /wps/transaction/withdraw/info: everything the withdraw screen needs at once. */
export const withdrawInfoSchema = z.object({
  currency: z.string(),
  currencySymbol: z.string(),
  /** Main wallet balance in minor units (bonus and game wallets are not withdrawable). */
  withdrawable: z.string(),
  /**
   * `withdrawable` in major units, e.g. "500.00".
   * @deprecated The clients no longer read it: they format `withdrawable` with money-format.ts. It stays in
   * answers only so that the refit of issue 16 changes no answer, and goes with the next contract version
   * (docs/decisions/0023-clients-format-money.md).
   */
  withdrawableDisplay: z.string(),
  minAmount: z.string(),
  maxAmount: z.string(),
  dailyCount: z.number().int(),
  dailyLimit: z.number().int(),
  /** Minor units held in pending withdrawals. */
  pendingAmount: z.string(),
  hasWithdrawalPassword: z.boolean(),
  cards: z.array(bankCardSchema),
  maxCards: z.number().int(),
});
export type WithdrawInfo = z.infer<typeof withdrawInfoSchema>;

/** Sealed body of POST /wps/transaction/withdraw. */
export const withdrawRequestSchema = z.object({
  requestId: requestIdSchema,
  amount: positiveMinorUnitsSchema,
  bankCardId: z.string().regex(/^\d{1,19}$/),
  paymentPassword: z.string().min(1).max(64),
});
export type WithdrawRequest = z.infer<typeof withdrawRequestSchema>;

/** pending: held, waiting for an operator; success: paid out; rejected: returned to the main wallet. */
export const WITHDRAWAL_STATUSES = ['pending', 'success', 'rejected'] as const;
export const withdrawalStatusSchema = z.enum(WITHDRAWAL_STATUSES);
export type WithdrawalStatus = z.infer<typeof withdrawalStatusSchema>;

export const withdrawalSchema = z.object({
  id: z.string(),
  /** Minor units. */
  amount: z.string(),
  /**
   * The same amount in major units, e.g. "300.00".
   * @deprecated The clients no longer read it: they format `amount` with money-format.ts. It stays in
   * answers only so that the refit of issue 16 changes no answer, and goes with the next contract version
   * (docs/decisions/0023-clients-format-money.md).
   */
  amountDisplay: z.string(),
  currency: z.string(),
  status: withdrawalStatusSchema,
  bankName: z.string(),
  payeeName: z.string(),
  accountNumberMasked: z.string(),
  /** Why it was rejected, or the payout reference once paid, in English (kept for clients that do not read `remarkDetail`). */
  remark: z.string().nullable(),
  /** The same remark in parts: a code the client words in the player's language, and an operator's free text; null from an older server. */
  remarkDetail: moneyRemarkSchema.nullable().default(null),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** Value of POST /wps/transaction/withdraw: the new withdrawal (pending, amount held) and the balance left. */
export const withdrawValueSchema = z.object({
  withdrawal: withdrawalSchema,
  /** The main wallet balance left, in minor units. */
  withdrawable: z.string(),
  /**
   * `withdrawable` in major units.
   * @deprecated The clients no longer read it: they format `withdrawable` with money-format.ts. It stays in
   * answers only so that the refit of issue 16 changes no answer, and goes with the next contract version
   * (docs/decisions/0023-clients-format-money.md).
   */
  withdrawableDisplay: z.string(),
});
export type WithdrawValue = z.infer<typeof withdrawValueSchema>;

/** Query of GET /wps/transaction/WithdrawTransactionReport (newest first). */
export const withdrawReportQuerySchema = pageQuerySchema.extend(dateRangeQuerySchema.shape).extend({
  status: withdrawalStatusSchema.optional(),
});
export type WithdrawReportQuery = z.infer<typeof withdrawReportQuerySchema>;
export const withdrawReportSchema = pageSchema(withdrawalSchema);
export type WithdrawReport = z.infer<typeof withdrawReportSchema>;
