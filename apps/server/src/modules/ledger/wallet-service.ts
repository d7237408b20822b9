import { formatMinorUnits, minorDigitsOf, type Wallet, type WalletSummary } from '@palaro/contract';
import type { LedgerService } from './service';
import type { LedgerAccount } from './types';

type Deps = { ledger: LedgerService; merchant: { merchantCode: string; currency: string; currencySymbol: string } };

const WALLET_KIND = { player_main: 'main', player_bonus: 'bonus', player_vendor: 'vendor' } as const;

/** The player's view of the ledger: wallet balances and their sum. */
export function createWalletService({ ledger, merchant }: Deps) {
  const digits = minorDigitsOf(merchant.currency);
  const toWallet = (account: LedgerAccount): Wallet | undefined => {
    if (!(account.kind in WALLET_KIND) || account.currency !== merchant.currency) return undefined;
    return {
      kind: WALLET_KIND[account.kind as keyof typeof WALLET_KIND],
      vendor: account.vendor,
      amount: account.balance.toString(),
      balance: formatMinorUnits(account.balance, digits),
    };
  };

  /** The summary of a player's ledger accounts (main, bonus, then vendor sub-wallets, as ledger.balances lists them). */
  const summaryOf = (accounts: readonly LedgerAccount[]): WalletSummary => {
    const wallets = accounts.map(toWallet).filter((wallet) => wallet !== undefined);
    const sum = wallets.reduce((total, wallet) => total + BigInt(wallet.amount), 0n);
    return {
      sumBalance: formatMinorUnits(sum, digits),
      currencySymbol: merchant.currencySymbol,
      currency: merchant.currency,
      sumAmount: sum.toString(),
      wallets,
    };
  };

  return {
    async summary(ownerId: bigint): Promise<WalletSummary> {
      let accounts = await ledger.balances(ownerId);
      // players created before the ledger (or by other paths) get their wallets on first look
      if (!accounts.some((account) => account.kind === 'player_main')) {
        await ledger.openPlayerAccounts(merchant.merchantCode, ownerId, merchant.currency);
        accounts = await ledger.balances(ownerId);
      }
      return summaryOf(accounts);
    },

    /** The summary from accounts the caller already holds (a posting answers them), without a query. */
    summaryOf,
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
