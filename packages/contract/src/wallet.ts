import { z } from 'zod';

// Money on the wire: every amount is a string of integer minor units ("500000" is 5,000.00 PHP), so no
// value is ever rounded through a float. The clients format those minor units themselves (money-format.ts); the
// major-unit strings beside them are never shown (docs/decisions/0023-clients-format-money.md).

/** An amount in integer minor units, as a string of digits with an optional minus sign. */
export const minorUnitsSchema = z.string().regex(/^-?\d{1,19}$/, 'expected integer minor units');

export { CURRENCY_MINOR_DIGITS, formatMinorAmount, formatMinorUnits, groupDigits, minorDigitsOf } from './money-format';

/** The player's wallets: main, bonus and one sub-wallet per transfer-mode game vendor. */
export const WALLET_KINDS = ['main', 'bonus', 'vendor'] as const;
export const walletKindSchema = z.enum(WALLET_KINDS);

export const walletSchema = z.object({
  kind: walletKindSchema,
  /** Vendor code (vassalage) of a sub-wallet; null for main and bonus. */
  vendor: z.string().nullable(),
  /** Minor units. */
  amount: minorUnitsSchema,
  /**
   * The same amount in major units, e.g. "5000.00".
   * @deprecated The clients no longer read it: they format `amount` with money-format.ts. It stays in
   * answers only so that the refit of issue 16 changes no answer, and goes with the next contract version
   * (docs/decisions/0023-clients-format-money.md).
   */
  balance: z.string(),
});
export type Wallet = z.infer<typeof walletSchema>;

/** Value of GET /wps/wallets/gcs (SPEC 3 "Wallet"): the sum over every wallet of the player. */
export const walletSummarySchema = z.object({
  /**
   * Major units with the currency's decimals, e.g. "1234.50"; computed from integers, never floats. SPEC 3 names it,
   * so it stays; the clients show `sumAmount` formatted with money-format.ts instead.
   */
  sumBalance: z.string(),
  currencySymbol: z.string(),
  currency: z.string(),
  /** The sum in minor units. */
  sumAmount: minorUnitsSchema,
  wallets: z.array(walletSchema),
});
export type WalletSummary = z.infer<typeof walletSummarySchema>;

/** Kinds of ledger transactions (every money movement is exactly one of these). */
export const LEDGER_TRANSACTION_KINDS = [
  'deposit',
  'withdrawal',
  'bet',
  'win',
  'rollback',
  'transfer',
  'bonus',
  'rebate',
  'adjustment',
] as const;
export type LedgerTransactionKind = (typeof LEDGER_TRANSACTION_KINDS)[number];

/** Failures of money calls: HTTP status, errorCode and the server's English message. */
export const WALLET_ERRORS = {
  /** A debit larger than the balance of a wallet that may not go below zero. */
  insufficient: { status: 400, errorCode: 'wallet.insufficient', message: 'Insufficient balance' },
  /** The idempotency key was used before for a different request. */
  idempotencyConflict: {
    status: 409,
    errorCode: 'ledger.idempotency.conflict',
    message: 'This request id was already used for a different request',
  },
} as const;
export type WalletErrorName = keyof typeof WALLET_ERRORS;
