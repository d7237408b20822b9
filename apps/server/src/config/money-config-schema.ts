import { PAYMENT_METHOD_TYPES } from '@palaro/contract';
import { z } from 'zod';

const minor = (what: string) =>
  z
    .number()
    .int(`expected ${what} as a whole number of minor units`)
    .min(1, `expected ${what} of at least 1 minor unit`)
    .max(1e15);
const id = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'expected 1-64 of a-z, 0-9, _ or -');
const linkTarget = z.string().regex(/^(https?:\/\/|\/)[^\s]*$/, 'expected an http(s) URL or a path starting with /');
const code = z.string().regex(/^[A-Z0-9_]{2,32}$/, 'expected 2-32 of A-Z, 0-9 or _');

const bankAccount = z.strictObject({
  id,
  bankCode: code,
  bankName: z.string().min(1).max(64),
  accountName: z.string().min(1).max(64),
  accountNumber: z.string().regex(/^[0-9 -]{6,32}$/, 'expected digits, spaces or dashes'),
  branch: z.string().max(64).nullable().default(null),
});

const method = z
  .strictObject({
    id,
    type: z.enum(PAYMENT_METHOD_TYPES),
    name: z.string().min(1).max(64),
    logo: linkTarget,
    minAmount: minor('minAmount'),
    maxAmount: minor('maxAmount'),
    presets: z.array(minor('a preset')).max(8).default([]),
    /** manual: the merchant accounts to transfer to. */
    bankAccounts: z.array(bankAccount).default([]),
    /** gateway and ewallet: which payment gateway serves the method. */
    gateway: z.enum(['sandbox']).optional(),
  })
  .superRefine((entry, context) => {
    if (entry.minAmount > entry.maxAmount) {
      context.addIssue({
        code: 'custom',
        path: ['minAmount'],
        message: `expected at most maxAmount (${entry.maxAmount})`,
        input: entry.minAmount,
      });
    }
    if (entry.type === 'manual' && entry.bankAccounts.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['bankAccounts'],
        message: 'expected at least one bank account for a manual method',
        input: entry.bankAccounts,
      });
    }
    if (entry.type !== 'manual' && !entry.gateway) {
      context.addIssue({
        code: 'custom',
        path: ['gateway'],
        message: 'expected the gateway serving this method ("sandbox")',
        input: entry.gateway,
      });
    }
  });

const sandboxGateway = z.strictObject({
  enabled: z.boolean(),
  /** Environment variable holding the webhook signing secret; else one is made and kept in the database. */
  secretEnv: z
    .string()
    .regex(/^[A-Z][A-Z0-9_]*$/, 'expected an environment variable name')
    .optional(),
});

/** Deposits: the payment methods offered and the gateways behind them. */
export const paymentsConfigSchema = z
  .strictObject({
    methods: z
      .array(method)
      .refine((list) => new Set(list.map((entry) => entry.id)).size === list.length, 'expected each method id once'),
    gateways: z.strictObject({ sandbox: sandboxGateway }),
    /** Deposits one player may have waiting at once. */
    maxPendingDeposits: z.number().int().min(1).max(100),
    /** How long a gateway payment page takes payment. */
    paymentPageMinutes: z.number().int().min(1).max(1440),
  })
  .superRefine((config, context) => {
    config.methods.forEach((entry, index) => {
      if (entry.gateway === 'sandbox' && !config.gateways.sandbox.enabled) {
        context.addIssue({
          code: 'custom',
          path: ['methods', index, 'gateway'],
          message: 'the sandbox gateway is not enabled (gateways.sandbox.enabled)',
          input: entry.gateway,
        });
      }
    });
  });

/** Withdrawals: limits, bank cards and the banks paid out to. */
export const withdrawalConfigSchema = z
  .strictObject({
    minAmount: minor('minAmount'),
    maxAmount: minor('maxAmount'),
    /** Withdrawal requests per player and calendar day (UTC). */
    dailyLimit: z.number().int().min(1).max(1000),
    maxBankCards: z.number().int().min(1).max(20),
    banks: z
      .array(z.strictObject({ bankCode: code, bankName: z.string().min(1).max(64) }))
      .min(1, 'expected at least one bank'),
  })
  .superRefine((config, context) => {
    if (config.minAmount <= config.maxAmount) return;
    context.addIssue({
      code: 'custom',
      path: ['minAmount'],
      message: `expected at most maxAmount (${config.maxAmount})`,
      input: config.minAmount,
    });
  });

/** Vendor codes (vassalage) of transfer-mode game vendors: each gets a sub-wallet per player. */
export const transferVendorsSchema = z
  .array(code)
  .refine((list) => new Set(list).size === list.length, 'expected each vendor once');

export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;
export type PaymentMethodConfig = PaymentsConfig['methods'][number];
export type WithdrawalConfig = z.infer<typeof withdrawalConfigSchema>;
