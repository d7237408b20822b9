import { z } from 'zod';
import { positiveMinorUnitsSchema, requestIdSchema } from './money-common';
import { walletSummarySchema } from './wallet';

// Transfers between the main wallet and the sub-wallets of transfer-mode game vendors (SPEC 7.5 walletTransfer).

/** "main" or the vendor code (vassalage) of a transfer-mode vendor. */
export const walletRefSchema = z.string().regex(/^(main|[A-Z0-9_]{2,32})$/, 'expected main or a vendor code');
export const MAIN_WALLET = 'main';

/** One transfer-mode vendor and the player's balance with it. */
export const transferVendorSchema = z.object({
  vendor: z.string(),
  name: z.string(),
  /** The player's balance with the vendor, in minor units. */
  amount: z.string(),
  /**
   * `amount` in major units, e.g. "420.50".
   * @deprecated The clients no longer read it: they format `amount` with money-format.ts. It stays in
   * answers only so that the refit of issue 16 changes no answer, and goes with the next contract version
   * (docs/decisions/0023-clients-format-money.md).
   */
  balance: z.string(),
});
export type TransferVendor = z.infer<typeof transferVendorSchema>;

/** Value of GET /wps/transaction/walletTransfer/vendors. */
export const transferVendorsSchema = z.object({
  /** The main wallet's balance in minor units. */
  main: z.string(),
  /**
   * `main` in major units.
   * @deprecated The clients no longer read it: they format `main` with money-format.ts. It stays in
   * answers only so that the refit of issue 16 changes no answer, and goes with the next contract version
   * (docs/decisions/0023-clients-format-money.md).
   */
  mainBalance: z.string(),
  vendors: z.array(transferVendorSchema),
});
export type TransferVendors = z.infer<typeof transferVendorsSchema>;

/** Body of POST /wps/transaction/walletTransfer: one side is main, the other a transfer-mode vendor. */
export const walletTransferRequestSchema = z.object({
  requestId: requestIdSchema,
  from: walletRefSchema,
  to: walletRefSchema,
  amount: positiveMinorUnitsSchema,
});
export type WalletTransferRequest = z.infer<typeof walletTransferRequestSchema>;

/** Value of POST /wps/transaction/walletTransfer. `replayed` true when this answers an earlier send of the same requestId. */
export const walletTransferValueSchema = z.object({
  transactionId: z.string(),
  replayed: z.boolean(),
  wallets: walletSummarySchema,
});
export type WalletTransferValue = z.infer<typeof walletTransferValueSchema>;

/** Body of POST /wps/transaction/walletTransfer/recoverAll: every game wallet back to main. */
export const recoverAllRequestSchema = z.object({ requestId: requestIdSchema });
/** Value of recoverAll: the total moved to main (minor units) and the wallets after. */
export const recoverAllValueSchema = z.object({
  recovered: z.string(),
  /**
   * `recovered` in major units, e.g. "1234.56".
   * @deprecated The clients no longer read it: they format `recovered` with money-format.ts. It stays in
   * answers only so that the refit of issue 16 changes no answer, and goes with the next contract version
   * (docs/decisions/0023-clients-format-money.md).
   */
  recoveredDisplay: z.string(),
  wallets: walletSummarySchema,
});
export type RecoverAllValue = z.infer<typeof recoverAllValueSchema>;
