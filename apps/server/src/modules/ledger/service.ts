import type { Db, Queryable } from '../../db/db';
import { LedgerRequestError } from './errors';
import { ownerStatementOf, type OwnerStatementQuery } from './owner-statement';
import { createOwnerPoster } from './post-batch';
import { postedByKey, postTransaction, postWithin } from './post-transaction';
import { accountsRepository } from './repository-accounts';
import { statementOf, type StatementQuery } from './repository-statements';
import { withRetry } from './retry';
import {
  MERCHANT_ACCOUNT_KINDS,
  type LedgerAccount,
  type MerchantAccountKind,
  type Metadata,
  type PostRequest,
  type SessionGuard,
} from './types';

export type PlayerAccounts = { main: LedgerAccount; bonus: LedgerAccount };

/** A two-account movement: `amount` (minor units, > 0) leaves `from` and arrives in `to`. */
export type Movement = Omit<PostRequest, 'entries'> & { from: bigint; to: bigint; amount: bigint };

const requestOf = ({ from, to, amount, ...rest }: Movement): PostRequest => ({
  ...rest,
  entries: [
    { account: from, amount: -amount },
    { account: to, amount },
  ],
});

/** The one way money moves: every later feature (deposits, games, lottery, promotions, agents) calls this. */
export function createLedgerService(db: Db) {
  const accounts = accountsRepository(db);
  const postForOwner = createOwnerPoster(db);
  // accounts are never deleted or moved, so an id once opened stays right; bounded so it cannot grow without end
  const ids = new Map<string, bigint>();
  const remember = (key: string, id: bigint) => {
    if (ids.size >= 50_000) ids.clear();
    ids.set(key, id);
    return id;
  };

  return {
    /** Posts a balanced transaction; a retry with the same key and content answers the first result. */
    post: (request: PostRequest) => postTransaction(db, request),

    /** `post` of a two-account movement (the common case: deposit, withdrawal, transfer, bet, win, ...). */
    move: (movement: Movement) => postTransaction(db, requestOf(movement)),

    /**
     * `move`, answered with every account of the player `ownerId` as it stands right after the movement (the wallet
     * summary of the answer). Movements that arrive together share one round trip and one commit. With `session`, the
     * movement is made only while that session of the player is live (checked in the same statement).
     */
    moveForOwner: (ownerId: bigint, movement: Movement, session?: SessionGuard) =>
      postForOwner(ownerId, requestOf(movement), session),

    /**
     * Runs `work` in one database transaction, retried whole after a serialization failure or deadlock.
     * Inside, `postIn(tx, ...)` posts in that transaction, so an order's status and its money commit together.
     * Lock order inside: the order's own row first, then the ledger accounts (postIn locks those by id).
     */
    transaction: <T>(work: (tx: Queryable) => Promise<T>) => withRetry(() => db.transaction(work)),
    postIn: (tx: Queryable, request: PostRequest) => postWithin(tx, request),
    moveIn: (tx: Queryable, movement: Movement) => postWithin(tx, requestOf(movement)),

    /** The result stored under an idempotency key, if a post used it (`replayed: true`). */
    postedByKey: (merchant: string, idempotencyKey: string) => postedByKey(db, merchant, idempotencyKey),

    /** Opens the player's main and bonus wallets (once) and answers them. */
    async openPlayerAccounts(merchant: string, ownerId: bigint, currency: string): Promise<PlayerAccounts> {
      return {
        main: await accounts.openPlayer(merchant, ownerId, 'player_main', currency),
        bonus: await accounts.openPlayer(merchant, ownerId, 'player_bonus', currency),
      };
    },

    /** The id of a player's wallet account (`main`, `bonus` or a vendor code), opened on first use; cached. */
    async walletAccountId(merchant: string, ownerId: bigint, currency: string, wallet: string): Promise<bigint> {
      const key = `${merchant}:${ownerId}:${currency}:${wallet}`;
      const known = ids.get(key);
      if (known !== undefined) return known;
      const account =
        wallet === 'main' || wallet === 'bonus'
          ? await accounts.openPlayer(merchant, ownerId, wallet === 'main' ? 'player_main' : 'player_bonus', currency)
          : await accounts.openPlayer(merchant, ownerId, 'player_vendor', currency, wallet);
      return remember(key, account.id);
    },

    /** The id of a merchant account, cached like walletAccountId. */
    async merchantAccountId(merchant: string, kind: MerchantAccountKind, currency: string): Promise<bigint> {
      const key = `${merchant}::${currency}:${kind}`;
      const known = ids.get(key);
      if (known !== undefined) return known;
      const account = await accounts.merchantAccount(merchant, kind, currency);
      if (!account)
        throw new LedgerRequestError('ledger.account.unknown', `${merchant} has no ${kind} account in ${currency}`);
      return remember(key, account.id);
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
      if (!account)
        throw new LedgerRequestError('ledger.account.unknown', `${merchant} has no ${kind} account in ${currency}`);
      return account;
    },

    /**
     * The id of shard `shard` of a merchant account, opened on first use (migration 0028): a hot account's postings
     * spread over its shards take turns per shard instead of all on one row. Shard 0 is the account itself.
     */
    async merchantShardId(merchant: string, kind: MerchantAccountKind, currency: string, shard: number) {
      const key = `${merchant}::${currency}:${kind}:${shard}`;
      const known = ids.get(key);
      if (known !== undefined) return known;
      await accounts.openMerchant(merchant, kind, currency, shard);
      const account = await accounts.merchantAccount(merchant, kind, currency, shard);
      if (!account)
        throw new LedgerRequestError('ledger.account.unknown', `${merchant} has no ${kind} account in ${currency}`);
      return remember(key, account.id);
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

    /** Entries over every wallet of a player (the member transaction report). */
    ownerStatement: (ownerId: bigint, query: OwnerStatementQuery) => ownerStatementOf(db, ownerId, query),
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
export type { Metadata };
