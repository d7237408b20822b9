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

// Deposits (SPEC 7.5 "deposit": bank list, manual transfer, wallet-app and gateway payment methods, transaction report).

/** manual: bank transfer an operator approves; gateway: card / online banking page; ewallet: wallet-app page. */
export const PAYMENT_METHOD_TYPES = ['manual', 'gateway', 'ewallet'] as const;
export const paymentMethodTypeSchema = z.enum(PAYMENT_METHOD_TYPES);
export type PaymentMethodType = z.infer<typeof paymentMethodTypeSchema>;

/** A merchant bank account players transfer to (the "deposit bank list"). */
export const depositBankAccountSchema = z.object({
  id: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  /** Shown in full: the player has to type it into the banking app. */
  accountNumber: z.string(),
  branch: z.string().nullable(),
});
export type DepositBankAccount = z.infer<typeof depositBankAccountSchema>;

export const paymentMethodSchema = z.object({
  id: z.string(),
  type: paymentMethodTypeSchema,
  name: z.string(),
  /** Image URL of the method's logo. */
  logo: z.string(),
  /** Minor units. */
  minAmount: z.string(),
  maxAmount: z.string(),
  /** Quick-pick amounts in minor units. */
  presets: z.array(z.string()),
  /** Manual methods: the accounts to transfer to; empty for gateway and e-wallet methods. */
  bankAccounts: z.array(depositBankAccountSchema),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** Value of GET /wps/deposit/methods. `eligible` false (member type not 0-2): show free_reject, no form. */
export const depositMethodsSchema = z.object({
  eligible: z.boolean(),
  currency: z.string(),
  currencySymbol: z.string(),
  methods: z.array(paymentMethodSchema),
});
export type DepositMethods = z.infer<typeof depositMethodsSchema>;

/** Query of GET /wps/deposit/banks: the bank accounts of one manual method, or of all when left out. */
export const depositBanksQuerySchema = z.object({ methodId: z.string().max(64).optional() });
/** Value of GET /wps/deposit/banks. */
export const depositBanksSchema = z.array(depositBankAccountSchema.extend({ methodId: z.string() }));

/** Receipt image of a manual transfer: base64 or a data URL of a png/jpg, at most 5 MB decoded. */
export const receiptImageSchema = z.string().min(16).max(7_000_000);

/** Body of POST /wps/deposit/manual (JSON). */
export const manualDepositRequestSchema = z.object({
  requestId: requestIdSchema,
  methodId: z.string().min(1).max(64),
  bankAccountId: z.string().min(1).max(64),
  amount: positiveMinorUnitsSchema,
  /** The reference the player's bank gave the transfer. */
  transferReference: freeText(z.string().trim().min(1).max(64)),
  /** Name on the paying account, if the player wants to give it. */
  payerName: freeText(z.string().trim().max(64)).optional(),
  receipt: receiptImageSchema.optional(),
});
export type ManualDepositRequest = z.infer<typeof manualDepositRequestSchema>;

/** Body of POST /wps/deposit/gateway: a gateway or e-wallet deposit. */
export const gatewayDepositRequestSchema = z.object({
  requestId: requestIdSchema,
  methodId: z.string().min(1).max(64),
  amount: positiveMinorUnitsSchema,
});
export type GatewayDepositRequest = z.infer<typeof gatewayDepositRequestSchema>;

/** pending: waiting for payment or approval; success: credited; rejected: by an operator; failed: by the gateway; expired: never paid. */
export const DEPOSIT_STATUSES = ['pending', 'success', 'rejected', 'failed', 'expired'] as const;
export const depositStatusSchema = z.enum(DEPOSIT_STATUSES);
export type DepositStatus = z.infer<typeof depositStatusSchema>;

/** One deposit as the player sees it. */
export const depositSchema = z.object({
  id: z.string(),
  methodId: z.string(),
  methodName: z.string(),
  type: paymentMethodTypeSchema,
  /** Minor units. */
  amount: z.string(),
  /**
   * The same amount in major units, e.g. "250.50".
   * @deprecated The clients no longer read it: they format `amount` with money-format.ts. It stays in
   * answers only so that the refit of issue 16 changes no answer, and goes with the next contract version
   * (docs/decisions/0023-clients-format-money.md).
   */
  amountDisplay: z.string(),
  currency: z.string(),
  status: depositStatusSchema,
  /** Manual: the bank account transferred to, e.g. "BDO 0012 **** 7890"; null for gateways. */
  bankAccount: z.string().nullable(),
  transferReference: z.string().nullable(),
  hasReceipt: z.boolean(),
  /** Why it was rejected or failed, in English (kept for clients that do not read `remarkDetail`). */
  remark: z.string().nullable(),
  /** The same remark in parts: a code the client words in the player's language, or an operator's free text; null from an older server. */
  remarkDetail: moneyRemarkSchema.nullable().default(null),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Deposit = z.infer<typeof depositSchema>;

/** Value of POST /wps/deposit/manual: the new pending deposit. */
export const manualDepositValueSchema = depositSchema;

/** Value of POST /wps/deposit/gateway: open payUrl (same window) to pay; the gateway comes back to /m/voucherCenter. */
export const gatewayDepositValueSchema = z.object({
  deposit: depositSchema,
  payUrl: z.string(),
  /** Epoch ms after which the payment page no longer takes payment. */
  expiresAt: z.number().int(),
});
export type GatewayDepositValue = z.infer<typeof gatewayDepositValueSchema>;

/** Query of GET /wps/deposit/report (deposit history, newest first). */
export const depositReportQuerySchema = pageQuerySchema.extend(dateRangeQuerySchema.shape).extend({
  status: depositStatusSchema.optional(),
});
export type DepositReportQuery = z.infer<typeof depositReportQuerySchema>;
export const depositReportSchema = pageSchema(depositSchema);
export type DepositReport = z.infer<typeof depositReportSchema>;

/** Query of GET /wps/deposit/detail. */
export const depositDetailQuerySchema = z.object({ id: z.string().regex(/^\d{1,19}$/) });

/**
 * Payment-gateway webhook body (POST /wps/payment/callback/{gateway}); signed with
 * `X-Payment-Signature: t=<epoch seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`.
 */
export const paymentCallbackSchema = z.object({
  /** Unique per delivery attempt's event; a second delivery of the same event is refused as a replay. */
  eventId: freeText(z.string().min(8).max(100)),
  /** The deposit id the payment page was opened for. */
  orderId: z.string().regex(/^\d{1,19}$/),
  gatewayReference: freeText(z.string().min(1).max(100)),
  amount: positiveMinorUnitsSchema,
  currency: z.string().regex(/^[A-Z]{3}$/),
  status: z.enum(['paid', 'failed']),
});
export type PaymentCallback = z.infer<typeof paymentCallbackSchema>;
export const PAYMENT_SIGNATURE_HEADER = 'x-payment-signature';
/** Callbacks signed longer ago than this are refused (replay window). */
export const PAYMENT_CALLBACK_MAX_AGE_S = 300;
/** Value of a successful callback. */
export const paymentCallbackValueSchema = z.object({
  orderId: z.string(),
  status: depositStatusSchema,
  credited: z.boolean(),
});
