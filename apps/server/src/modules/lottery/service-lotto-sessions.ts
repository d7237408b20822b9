import { createHash, randomBytes } from 'node:crypto';
import type { LotteryBalance, LotterySession } from '@palaro/contract';
import type { Db } from '../../db/db';
import { orderError, drawError } from './errors';
import type { DrawGame } from './draw-games';
import { walletValue, type OrderWallet } from './order-wallet';

/** A lotto app's session lasts at most this long; the player's login ending ends it sooner. */
export const LOTTO_SESSION_TTL_MS = 12 * 60 * 60_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Whose a live lotto session is: the player's account, the wallet session its bets go through, its game. */
export type LottoPlayer = { accountId: bigint; walletSessionId: string; gameId: string };

type Deps = {
  db: Db;
  merchant: string;
  /** The merchant's currency symbol, given with the session so the lotto app shows amounts as the web app does. */
  currencySymbol: string;
  clock: () => number;
  wallet: OrderWallet;
  games: ReadonlyMap<string, DrawGame>;
  /** The account of a wallet session whose player's login is still live; undefined once it ended. */
  liveAccountOf: (walletSessionId: string) => Promise<bigint | undefined>;
};

/**
 * Lotto app sessions: the frame's launch token is exchanged with the wallet (once, as any provider does) for a wallet
 * session of the player; the app gets a token of its own and sends it on every order call. The session follows the
 * player's login: a logout, a new password or a disabled account ends it at the next call.
 */
export function createLottoSessions({ db, merchant, currencySymbol, clock, wallet, games, liveAccountOf }: Deps) {
  return {
    async open(launchToken: string): Promise<LotterySession> {
      const session = await walletValue(() => wallet.session(launchToken));
      const gameId = session.game.gameId;
      if (!games.has(gameId)) throw drawError('gameUnknown');
      const accountId = await liveAccountOf(session.sessionId);
      if (accountId === undefined || session.mode !== 'real') throw orderError('sessionInvalid');
      const token = randomBytes(32).toString('base64url');
      const now = clock();
      const expiresAt = Math.min(now + LOTTO_SESSION_TTL_MS, session.expiresAt ?? Number.POSITIVE_INFINITY);
      await db.query(
        `INSERT INTO lottery_sessions (token_hash, merchant, wallet_session_id, account_id, game_id, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [sha256(token), merchant, session.sessionId, accountId, gameId, new Date(now), new Date(expiresAt)],
      );
      return {
        sessionId: token,
        expiresAt,
        gameId,
        playerName: session.playerName,
        currency: session.currency,
        currencySymbol,
        balance: session.balance,
      };
    },

    /** The player a session token stands for; an unknown, expired or logged-out session is refused the same way. */
    async authenticate(token: string | undefined): Promise<LottoPlayer> {
      if (!token || token.length < 16 || token.length > 128) throw orderError('sessionInvalid');
      const { rows } = await db.query<{ account_id: bigint; wallet_session_id: string; game_id: string }>(
        `SELECT account_id, wallet_session_id, game_id FROM lottery_sessions
          WHERE token_hash = $1 AND merchant = $2 AND expires_at > $3`,
        [sha256(token), merchant, new Date(clock())],
      );
      const row = rows[0];
      if (!row || (await liveAccountOf(row.wallet_session_id)) !== row.account_id) throw orderError('sessionInvalid');
      return { accountId: row.account_id, walletSessionId: row.wallet_session_id, gameId: row.game_id };
    },

    /**
     * The player's balance as the wallet holds it now: the app reads it again after a draw, since wins and refunds
     * are paid by the payout run, after the order's answer (docs/server/lottery-orders.md).
     */
    async balance(player: LottoPlayer): Promise<LotteryBalance> {
      const { balance, currency } = await walletValue(() => wallet.balance(player.walletSessionId));
      return { balance, currency };
    },
  };
}

export type LottoSessions = ReturnType<typeof createLottoSessions>;
