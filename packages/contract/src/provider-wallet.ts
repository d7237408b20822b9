import { z } from 'zod';
import { minorUnitsSchema } from './wallet';

// The seamless wallet API that game servers (outside providers, the provider simulator and the in-house
// Originals server) call server to server. Not for browsers: every call is signed with the provider's secret.
//
// Signing: `X-Provider: <provider code>` and `X-Signature: <hex HMAC-SHA256 of the raw request body with the
// provider's secret>`. Every body carries `timestamp` (epoch ms); one further than PROVIDER_SIGNATURE_MAX_SKEW_MS
// from the server's clock is refused, so a captured call cannot be replayed later. Answers use the platform
// envelope ({ success, value } or { success: false, errorCode, message }).
//
// Idempotency: bet, win, rollback and endRound carry the provider's own `transactionId`, unique per provider.
// Sending the same id again with the same content answers the first answer (whatever the time); the same id
// with other content is refused (409 wallet.transaction.conflict). Retry on a timeout with the same ids.

export const PROVIDER_WALLET_PATHS = {
  /** Exchanges a single-use launch token for a game session. */
  session: '/gw/wallet/session',
  balance: '/gw/wallet/balance',
  bet: '/gw/wallet/bet',
  win: '/gw/wallet/win',
  rollback: '/gw/wallet/rollback',
  endRound: '/gw/wallet/endRound',
  /** Ends the game session: later bets are refused; wins and rollbacks of its rounds are still taken. */
  endSession: '/gw/wallet/session/end',
} as const;

export const PROVIDER_HEADERS = { provider: 'x-provider', signature: 'x-signature' } as const;

/** A signed body whose timestamp is further than this from the server's clock is refused. */
export const PROVIDER_SIGNATURE_MAX_SKEW_MS = 30_000;

/** A game session nobody bets in for this long ends by itself (wins and rollbacks still settle). */
export const GAME_SESSION_IDLE_MS = 30 * 60_000;

const timestamp = z.number().int().positive();
const reference = z.string().regex(/^[A-Za-z0-9_.:-]{1,100}$/, 'expected 1-100 characters A-Z, a-z, 0-9, _ . : -');
const positiveAmount = z.string().regex(/^[1-9]\d{0,17}$/, 'expected a positive whole number of minor units');
const amountOrZero = z.string().regex(/^(0|[1-9]\d{0,17})$/, 'expected a whole number of minor units, 0 or more');
const sessionId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'expected a game session id');

export const walletSessionRequestSchema = z.object({ launchToken: z.string().min(16).max(128), timestamp });
export const walletBalanceRequestSchema = z.object({ sessionId, timestamp });
export const walletBetRequestSchema = z.object({
  sessionId,
  transactionId: reference,
  roundId: reference,
  amount: positiveAmount,
  timestamp,
});
/** A win of 0 closes a lost round on the provider's side; endRound true settles the round in the same call. */
export const walletWinRequestSchema = z.object({
  sessionId,
  transactionId: reference,
  roundId: reference,
  amount: amountOrZero,
  endRound: z.boolean().optional(),
  timestamp,
});
/** Returns the stake of bet `betTransactionId`; a rollback of a bet never seen is recorded, so that bet is refused if it comes later. */
export const walletRollbackRequestSchema = z.object({
  sessionId,
  transactionId: reference,
  roundId: reference,
  betTransactionId: reference,
  timestamp,
});
export const walletEndRoundRequestSchema = z.object({
  sessionId,
  transactionId: reference,
  roundId: reference,
  timestamp,
});
export const walletEndSessionRequestSchema = z.object({ sessionId, timestamp });

export type WalletSessionRequest = z.infer<typeof walletSessionRequestSchema>;
export type WalletBetRequest = z.infer<typeof walletBetRequestSchema>;
export type WalletWinRequest = z.infer<typeof walletWinRequestSchema>;
export type WalletRollbackRequest = z.infer<typeof walletRollbackRequestSchema>;
export type WalletEndRoundRequest = z.infer<typeof walletEndRoundRequestSchema>;

/** Value of the session exchange. */
export const walletSessionSchema = z.object({
  sessionId: z.string(),
  /** An opaque id of the player, stable across sessions of this provider. */
  playerId: z.string(),
  /** The player's name as games may show it (masked). */
  playerName: z.string(),
  currency: z.string(),
  /** Minor units; in fun mode the demo balance the game plays with (the wallet is never called). */
  balance: minorUnitsSchema,
  mode: z.enum(['real', 'fun']),
  language: z.string(),
  /** Where the game's close or lobby button goes. */
  lobbyUrl: z.string(),
  /**
   * When the player's login session ends at the latest (epoch ms): the game's own session must not outlive it. The
   * wallet refuses bets of a game whose login session ended sooner (logout, password change, account disabled).
   */
  expiresAt: z.number().int().optional(),
  game: z.object({
    nodeId: z.number().int(),
    gameId: z.string(),
    gameCode: z.string(),
    gameName: z.string(),
    vassalage: z.string(),
    gameType: z.string(),
  }),
});
export type WalletSession = z.infer<typeof walletSessionSchema>;

/** Value of balance, bet, win, rollback and endRound: the balance after the call. */
export const walletBalanceSchema = z.object({
  balance: minorUnitsSchema,
  currency: z.string(),
  /** The platform's id of the money movement; null when nothing moved (a zero win, a recorded unknown rollback, balance). */
  walletTransactionId: z.string().nullable(),
  /** Round state after the call. */
  round: z.enum(['open', 'closed']).nullable(),
});
export type WalletBalance = z.infer<typeof walletBalanceSchema>;

export const PROVIDER_WALLET_ERRORS = {
  providerUnknown: { status: 401, errorCode: 'wallet.provider.unknown', message: 'Unknown provider' },
  signatureInvalid: { status: 401, errorCode: 'wallet.signature.invalid', message: 'Bad or missing signature' },
  timestampStale: {
    status: 401,
    errorCode: 'wallet.timestamp.stale',
    message: 'The request timestamp is too far from the server clock',
  },
  tokenInvalid: {
    status: 400,
    errorCode: 'wallet.token.invalid',
    message: 'The launch token is unknown, used or expired',
  },
  sessionUnknown: { status: 404, errorCode: 'wallet.session.unknown', message: 'Unknown game session' },
  /** Bets need a live session; wins and rollbacks do not. */
  sessionEnded: { status: 400, errorCode: 'wallet.session.ended', message: 'The game session has ended' },
  /** Fun-mode sessions play with the game's demo money; they never reach the wallet. */
  sessionFun: { status: 400, errorCode: 'wallet.session.fun', message: 'A free-play session has no wallet' },
  insufficient: { status: 400, errorCode: 'wallet.insufficient', message: 'Insufficient balance' },
  conflict: {
    status: 409,
    errorCode: 'wallet.transaction.conflict',
    message: 'This transaction id was already used for a different request',
  },
  betMissing: { status: 400, errorCode: 'wallet.bet.missing', message: 'The round has no bet to pay' },
  rollbackAfterWin: {
    status: 400,
    errorCode: 'wallet.rollback.after.win',
    message: 'A round with a win cannot be rolled back',
  },
  betRolledBack: { status: 400, errorCode: 'wallet.bet.rolled.back', message: 'This bet was already rolled back' },
  roundClosed: { status: 400, errorCode: 'wallet.round.closed', message: 'The round has ended; bets are closed' },
  /** The round id belongs to another player's session. */
  roundForeign: {
    status: 409,
    errorCode: 'wallet.round.foreign',
    message: 'The round belongs to another game session',
  },
} as const;
export type ProviderWalletErrorName = keyof typeof PROVIDER_WALLET_ERRORS;
