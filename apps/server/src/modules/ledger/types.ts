import type { LedgerTransactionKind } from '@palaro/contract';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type Metadata = { [key: string]: JsonValue };

export const PLAYER_ACCOUNT_KINDS = ['player_main', 'player_bonus', 'player_vendor'] as const;
export const MERCHANT_ACCOUNT_KINDS = [
  'house',
  'payment_clearing',
  'pending_withdrawal',
  'game_round',
  'trial_funding',
] as const;
export type PlayerAccountKind = (typeof PLAYER_ACCOUNT_KINDS)[number];
export type MerchantAccountKind = (typeof MERCHANT_ACCOUNT_KINDS)[number];
export type LedgerAccountKind = PlayerAccountKind | MerchantAccountKind;

/** Kinds whose balance may never go below zero (the table's CHECK says the same). */
export const NON_NEGATIVE_KINDS: ReadonlySet<LedgerAccountKind> = new Set([
  ...PLAYER_ACCOUNT_KINDS,
  'pending_withdrawal',
]);

export type LedgerAccount = {
  id: bigint;
  merchant: string;
  owner_id: bigint | null;
  kind: LedgerAccountKind;
  vendor: string | null;
  currency: string;
  balance: bigint;
};

export type EntryRequest = { account: bigint; amount: bigint };

/** One money movement: entries over two or more accounts that sum to zero. */
export type PostRequest = {
  merchant: string;
  kind: LedgerTransactionKind;
  reference: string;
  idempotencyKey: string;
  entries: EntryRequest[];
  metadata?: Metadata;
};

/**
 * What makes a posting one made for a player's call: it is posted only while that call's session is live, checked in
 * the posting's own statement (ledger_post_set), and the session's idle expiry moves forward as with any use.
 */
export type SessionGuard = {
  tokenHash: string;
  /** The time of the call (epoch ms); a batch is checked at the latest of its postings'. */
  now: number;
  idleMs: number;
  /** A use within this time of the last one does not write the idle expiry again. */
  touchEveryMs: number;
};

export type PostedEntry = { accountId: bigint; amount: bigint; balanceAfter: bigint };

export type PostedTransaction = {
  transactionId: bigint;
  merchant: string;
  kind: LedgerTransactionKind;
  reference: string;
  idempotencyKey: string;
  metadata: Metadata;
  createdAt: Date;
  /** In account id order. */
  entries: PostedEntry[];
  /** True when this answer is the stored result of an earlier post with the same key. */
  replayed: boolean;
};
