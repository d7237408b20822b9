import { z } from 'zod';
import { freeText } from './free-text';
import { dateRangeQuerySchema, pageQuerySchema, pageSchema, requestIdSchema } from './money-common';
import { depositSchema, depositStatusSchema } from './payments';
import { walletSummarySchema } from './wallet';
import { withdrawalSchema, withdrawalStatusSchema } from './withdrawals';

// The operator API under /ops (back office; the `npm run ops` CLI wraps it). Operators are not players:
// own accounts, own sessions (`Authorization: <raw token>` from /ops/session/login), roles below.

/** support: read; cashier: + approve/reject deposits and withdrawals; admin: + adjustments and operators. */
export const OPERATOR_ROLES = ['support', 'cashier', 'admin'] as const;
export const operatorRoleSchema = z.enum(OPERATOR_ROLES);
export type OperatorRole = z.infer<typeof operatorRoleSchema>;

export const operatorLoginSchema = z.object({
  username: freeText(z.string().trim().min(1).max(64)),
  password: z.string().min(1).max(128),
});
export const operatorSessionSchema = z.object({
  token: z.string(),
  username: z.string(),
  role: operatorRoleSchema,
  expiresAt: z.number().int(),
});
export type OperatorSession = z.infer<typeof operatorSessionSchema>;
export const operatorMeSchema = z.object({ id: z.string(), username: z.string(), role: operatorRoleSchema });

/** A deposit as operators see it: the player and the receipt link too. */
export const opsDepositSchema = depositSchema.extend({
  player: z.string(),
  playerId: z.string(),
  payerName: z.string().nullable(),
  gatewayReference: z.string().nullable(),
  decidedBy: z.string().nullable(),
});
export type OpsDeposit = z.infer<typeof opsDepositSchema>;
/** Filter of the operator lists: one player's orders, by user name in any case. */
export const opsPlayerFilterSchema = z.object({ player: freeText(z.string().trim().min(1).max(64)).optional() });
export const opsDepositsQuerySchema = pageQuerySchema
  .extend(dateRangeQuerySchema.shape)
  .extend(opsPlayerFilterSchema.shape)
  .extend({ status: depositStatusSchema.optional() });
export const opsDepositPageSchema = pageSchema(opsDepositSchema);

export const opsWithdrawalSchema = withdrawalSchema.extend({
  player: z.string(),
  playerId: z.string(),
  /** The full account number, for paying out. */
  accountNumber: z.string(),
  bankCode: z.string(),
  decidedBy: z.string().nullable(),
});
export type OpsWithdrawal = z.infer<typeof opsWithdrawalSchema>;
export const opsWithdrawalsQuerySchema = pageQuerySchema
  .extend(dateRangeQuerySchema.shape)
  .extend(opsPlayerFilterSchema.shape)
  .extend({ status: withdrawalStatusSchema.optional() });
export const opsWithdrawalPageSchema = pageSchema(opsWithdrawalSchema);

/** Body of POST /ops/deposits/{id}/approve and /ops/withdrawals/{id}/approve. */
export const opsApproveSchema = z.object({
  remark: freeText(z.string().trim().max(140)).optional(),
  /** Withdrawals: the bank's payout reference. */
  payoutReference: freeText(z.string().trim().max(64)).optional(),
});
/** Body of POST .../reject: the reason the player sees. */
export const opsRejectSchema = z.object({ reason: freeText(z.string().trim().min(2).max(140)) });

/** Body of POST /ops/adjustments: a signed amount (minor units) on a player's main or bonus wallet, with a reason. */
export const opsAdjustmentSchema = z.object({
  requestId: requestIdSchema,
  username: freeText(z.string().trim().min(1).max(64)),
  wallet: z.enum(['main', 'bonus']).default('main'),
  amount: z.string().regex(/^-?[1-9]\d{0,17}$/, 'expected a non-zero whole number of minor units'),
  reason: freeText(z.string().trim().min(3).max(140)),
});
export type OpsAdjustment = z.infer<typeof opsAdjustmentSchema>;
export const opsAdjustmentValueSchema = z.object({
  transactionId: z.string(),
  replayed: z.boolean(),
  wallets: walletSummarySchema,
});

export const opsPlayerWalletSchema = z.object({
  username: z.string(),
  playerId: z.string(),
  memberType: z.number().int(),
  wallets: walletSummarySchema,
});

export const opsAuditEntrySchema = z.object({
  id: z.string(),
  operator: z.string(),
  action: z.string(),
  subject: z.string(),
  detail: z.record(z.string(), z.unknown()),
  ip: z.string(),
  createdAt: z.string(),
});
export const opsAuditQuerySchema = pageQuerySchema.extend({ action: freeText(z.string().max(64)).optional() });
export const opsAuditPageSchema = pageSchema(opsAuditEntrySchema);

/** Body of POST /ops/operators (admin). */
export const opsOperatorCreateSchema = z.object({
  username: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9_.-]{3,32}$/, 'expected 3-32 of a-z 0-9 _ . -'),
  password: z.string().min(10).max(128),
  role: operatorRoleSchema,
});
