import { createHash, randomBytes } from 'node:crypto';
import type { OpenSession, OriginalsState } from '@palaro/contract';
import type { Db } from '../../db/db';
import { ApiError } from '../../http/api-error';
import { originalsError } from './errors';
import type { OriginalsGames } from './games';
import { sessionsRepository as repo, type SessionRow } from './repository-sessions';
import type { SeedService } from './service-seeds';
import { WalletUnavailableError, type WalletAnswer, type WalletClient } from './wallet-client';

/** A game page keeps its session this long; after that the player launches the game again from the lobby. */
export const ORIGINALS_SESSION_TTL_MS = 12 * 60 * 60_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

type Deps = {
  db: Db;
  games: OriginalsGames;
  wallet: WalletClient;
  seeds: SeedService;
  merchant: string;
  clock: () => number;
};

/** A definite wallet refusal reaches the game page as the wallet said it; no answer at all is a 503. */
export async function walletValue<T>(call: () => Promise<WalletAnswer<T>>): Promise<T> {
  let answer: WalletAnswer<T>;
  try {
    answer = await call();
  } catch (error) {
    if (error instanceof WalletUnavailableError) throw originalsError('walletUnavailable');
    throw error;
  }
  if (!answer.ok) throw new ApiError(answer.status, answer.errorCode, answer.message);
  return answer.value;
}

/** Game sessions: a launch token becomes a session of this game server, held by the game page as a bearer token. */
export function createSessionService({ db, games, wallet, seeds, merchant, clock }: Deps) {
  const ownerOf = (session: SessionRow) => ({ merchant, playerId: session.player_id, gameCode: session.game_code });

  async function stateOf(session: SessionRow, balance: bigint): Promise<OriginalsState> {
    const game = games.get(session.game_code);
    if (!game) throw originalsError('gameUnknown');
    return {
      player: { name: session.player_name },
      mode: session.mode,
      currency: session.currency,
      language: session.language,
      lobbyUrl: session.lobby_url,
      balance: balance.toString(),
      game: { gameCode: game.gameCode, gameName: session.game_name, nodeId: session.node_id, engine: game.engine },
      table: game.table,
      seeds: await seeds.current(ownerOf(session)),
    };
  }

  return {
    ownerOf,

    /** Exchanges the launch token with the wallet (once, as any provider does) for a session of the launched game. */
    async open(launchToken: string): Promise<OpenSession> {
      const walletSession = await walletValue(() => wallet.session(launchToken));
      const game = games.get(walletSession.game.gameCode);
      if (!game) throw originalsError('gameUnknown');
      const token = randomBytes(32).toString('base64url');
      const now = clock();
      // never longer than the player's login session: the wallet stops its bets when that ends anyway
      const expiresAt = Math.min(now + ORIGINALS_SESSION_TTL_MS, walletSession.expiresAt ?? Number.POSITIVE_INFINITY);
      const session: SessionRow = {
        id: randomBytes(18).toString('base64url'),
        merchant,
        wallet_session_id: walletSession.sessionId,
        player_id: walletSession.playerId,
        player_name: walletSession.playerName,
        game_code: game.gameCode,
        game_name: walletSession.game.gameName,
        node_id: walletSession.game.nodeId,
        mode: walletSession.mode,
        currency: walletSession.currency,
        language: walletSession.language,
        lobby_url: walletSession.lobbyUrl,
        balance: BigInt(walletSession.balance),
        created_at: new Date(now),
        expires_at: new Date(expiresAt),
      };
      await repo.insert(db, {
        ...session,
        tokenHash: sha256(token),
        now: session.created_at,
        expiresAt: session.expires_at,
      });
      return { ...(await stateOf(session, session.balance)), sessionToken: token, expiresAt };
    },

    /** The live session a bearer token names; anything else is refused the same way. */
    async authenticate(token: string | undefined): Promise<SessionRow> {
      if (!token || token.length < 16 || token.length > 128) throw originalsError('sessionInvalid');
      const session = await repo.byTokenHash(db, merchant, sha256(token));
      if (!session || session.expires_at.getTime() <= clock()) throw originalsError('sessionInvalid');
      return session;
    },

    /** The session's state with a fresh balance from the wallet (the last known one if it does not answer). */
    async state(session: SessionRow): Promise<OriginalsState> {
      let balance = session.balance;
      if (session.mode === 'real') {
        try {
          const answer = await wallet.balance(session.wallet_session_id);
          if (answer.ok) {
            balance = BigInt(answer.value.balance);
            await repo.setBalance(db, session.id, balance);
          }
        } catch (error) {
          if (!(error instanceof WalletUnavailableError)) throw error;
        }
      }
      return stateOf(session, balance);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
