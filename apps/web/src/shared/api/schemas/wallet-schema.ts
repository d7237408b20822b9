import * as v from 'valibot';
import type { WalletSummary } from '@palaro/contract/wallet';

// valibot mirror of the contract's wallet summary: a player's home shows the balance on its first screen, where
// zod's core would break the JavaScript budget; schemas.test.ts proves it equals the contract.

/** An amount in integer minor units, as the contract writes it. */
export const minorUnits = v.pipe(v.string(), v.regex(/^-?\d{1,19}$/, 'expected integer minor units'));

const WALLET_KIND_VALUES = [
  'main',
  'bonus',
  'vendor',
] as const satisfies readonly WalletSummary['wallets'][number]['kind'][];

export const walletSummarySchema = v.object({
  sumBalance: v.string(),
  currencySymbol: v.string(),
  currency: v.string(),
  sumAmount: minorUnits,
  wallets: v.array(
    v.object({
      kind: v.picklist(WALLET_KIND_VALUES),
      vendor: v.nullable(v.string()),
      amount: minorUnits,
      balance: v.string(),
    }),
  ),
});
