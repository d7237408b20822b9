import type { Db } from '../../db/db';
import { LedgerRequestError } from './errors';
import { postTransaction } from './post-transaction';
import { accountsRepository } from './repository-accounts';
import { statementOf, type StatementQuery } from './repository-statements';
import { MERCHANT_ACCOUNT_KINDS, type LedgerAccount, type MerchantAccountKind, type PostRequest } from './types';

export type PlayerAccounts = { main: LedgerAccount; bonus: LedgerAccount };

/** The one way money moves: every later feature (deposits, games, lottery, promotions, agents) calls this. */
export function createLedgerService(db: Db) {
  const accounts = accountsRepository(db);

  return {
    /** Posts a balanced transaction; a retry with the same key and content answers the first result. */
    post: (request: PostRequest) => postTransaction(db, request),

    /** Opens the player's main and bonus wallets (once) and answers them. */
    async openPlayerAccounts(merchant: string, ownerId: bigint, currency: string): Promise<PlayerAccounts> {
      return {
        main: await accounts.openPlayer(merchant, ownerId, 'player_main', currency),
        bonus: await accounts.openPlayer(merchant, ownerId, 'player_bonus', currency),
      };
    },

    /** Opens the player's sub-wallet for a transfer-mode game vendor. */
    openVendorAccount: (merchant: string, ownerId: bigint, currency: string, vendor: string) =>
      accounts.openPlayer(merchant, ownerId, 'player_vendor', currency, vendor),

    /** Opens every merchant-side account (house, payment clearing, pending withdrawals, ...) in `currency`. */
    async openMerchantAccounts(merchant: string, currency: string): Promise<void> {
      for (const kind of MERCHANT_ACCOUNT_KINDS) await accounts.openMerchant(merchant, kind, currency);
    },

    async merchantAccount(merchant: string, kind: MerchantAccountKind, currency: string): Promise<LedgerAccount> {
      const account = await accounts.merchantAccount(merchant, kind, currency);
      if (!account) throw new LedgerRequestError('ledger.account.unknown', `${merchant} has no ${kind} account in ${currency}`);
      return account;
    },

    merchantAccounts: (merchant: string) => accounts.merchantAccounts(merchant),

    /** Every ledger account of a player with its balance. */
    balances: (ownerId: bigint) => accounts.ofOwner(ownerId),

    /** The balance of one ledger account. */
    async balance(accountId: bigint): Promise<bigint> {
      const account = await accounts.byId(accountId);
      if (!account) throw new LedgerRequestError('ledger.account.unknown', `no ledger account ${accountId}`);
      return account.balance;
    },

    statement: (accountId: bigint, query: StatementQuery) => statementOf(db, accountId, query),
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
