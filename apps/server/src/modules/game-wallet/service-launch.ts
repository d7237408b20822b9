import { createHash, randomBytes } from 'node:crypto';
import {
  LAUNCH_TOKEN_TTL_MS,
  LOTTERY,
  lottoGamePath,
  type LaunchGame,
  type LotteryLaunch,
  type LotteryPlayType,
  type WalletSession,
} from '@palaro/contract';
import type { Db } from '../../db/db';
import type { Catalogue } from '../games';
import { LOTTERY_VENDORS } from '../games';
import type { PlayerGamesRepository } from '../games';
import { gameError } from '../games';
import { maskName } from '../games';
import type { LedgerService } from '../ledger';
import { lotteryLaunchError, walletApiError } from './errors';
import { walletRepository as repo } from './repository';

/** Demo money a free-play session starts with at the game (minor units); the wallet never sees it. */
export const FUN_BALANCE = 1_000_000n;

/** The player id game servers know a player by (their rounds are stored under it). */
export const walletPlayerId = (merchantCode: string, accountId: bigint) => `${merchantCode}-${accountId.toString()}`;

const isLottery = (game: { vassalage: string; gameType: string }) =>
  LOTTERY_VENDORS.has(game.vassalage) || game.gameType === 'LOTT' || game.gameType === 'ELOTT';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The login session a game follows: live, and the password not set again since the game was launched. */
export type LoginSessions = {
  liveForGame(
    tokenHash: string,
    launchedAt: Date,
  ): Promise<{ accountId: bigint; absoluteExpiresAt: number } | undefined>;
};

type Deps = {
  db: Db;
  loginSessions: LoginSessions;
  ledger: LedgerService;
  catalogue: Catalogue;
  players: PlayerGamesRepository;
  merchant: { merchantCode: string; currency: string; defaultLanguage: string };
  clock: () => number;
};

export type LaunchRequest = {
  accountId: bigint;
  /** The caller's login session: the game's session follows it (see LoginSessions). */
  loginTokenHash: string;
  nodeId: number;
  category?: string | undefined;
  vendor?: string | undefined;
  gameId?: string | undefined;
  freePlay: boolean;
  language: string;
  lobbyUrl?: string | undefined;
};

export type LotteryLaunchRequest = {
  accountId: bigint;
  loginTokenHash: string;
  gameId: string;
  playType: LotteryPlayType;
  prizeMode?: string | undefined;
  /** The lotto app's language and theme (its address's mui and css). */
  mui: string;
  css?: string | undefined;
  language: string;
  lobbyUrl: string;
};

/** SPEC 4: TCG_SEA pays in prize mode SEA; every other lottery vendor in LOTT or ModeElott (ModeElott by default). */
function prizeModeFor(vendor: string, asked: string | undefined): string | undefined {
  const { prizeModes } = LOTTERY;
  if (vendor === 'TCG_SEA') return asked === undefined || asked === prizeModes.sea ? prizeModes.sea : undefined;
  if (asked === prizeModes.sea) return undefined;
  return asked ?? prizeModes.elott;
}

/** Launching a game: a single-use token in the game's URL, exchanged by the game's server for a game session. */
export function createLaunchService({ db, loginSessions, ledger, catalogue, players, merchant, clock }: Deps) {
  const code = merchant.merchantCode;

  return {
    async launch(request: LaunchRequest): Promise<LaunchGame> {
      const snapshot = await catalogue.current();
      const entry = snapshot.byNode.get(request.nodeId);
      if (!entry) throw gameError('unknown');
      const { game, vendor } = entry;
      if (
        (request.vendor && request.vendor !== game.vassalage) ||
        (request.category && request.category !== game.gameType) ||
        (request.gameId && request.gameId !== game.gameId)
      ) {
        throw gameError('unknown');
      }
      if (isLottery(game)) throw gameError('lotteryRoute');
      if (game.isGameH5 === 'VASSALAGE') throw gameError('vendorEntry');
      if (request.freePlay && game.supportPlay !== 0) throw gameError('freePlayUnsupported');

      const token = randomBytes(32).toString('base64url');
      const expiresAt = clock() + LAUNCH_TOKEN_TTL_MS;
      await repo.insertLaunchToken(db, {
        tokenHash: sha256(token),
        merchant: code,
        account_id: request.accountId,
        login_token_hash: request.loginTokenHash,
        node_id: game.nodeId,
        provider: vendor.provider,
        mode: request.freePlay ? 'fun' : 'real',
        language: request.language,
        lobby_url: request.lobbyUrl ?? '/m/gameCenter',
        expiresAt: new Date(expiresAt),
      });
      await players.addRecent(request.accountId, game.nodeId);
      const query = new URLSearchParams({ token, language: request.language });
      return {
        url: `${vendor.launch_url}/${game.gameCode}?${query.toString()}`,
        expiresAt,
        mode: request.freePlay ? 'fun' : 'real',
        walletMode: game.walletMode,
        nodeId: game.nodeId,
        gameName: game.gameName,
        vassalage: game.vassalage,
      };
    },

    /**
     * A lottery (SPEC 2.1 /m/startLottery): the lotto app's frame address with a single-use token of the lottery's
     * provider, which the lotto app exchanges for its session like any game server.
     */
    async launchLottery(request: LotteryLaunchRequest): Promise<LotteryLaunch> {
      const snapshot = await catalogue.current();
      const entry = [...snapshot.byNode.values()].find(({ game }) => game.gameId === request.gameId && isLottery(game));
      if (!entry) throw gameError('unknown');
      const { game, vendor } = entry;
      const playType: LotteryPlayType = game.lottoMode?.includes('Entertainment') ? 'ent' : 'trad';
      const prizeMode = prizeModeFor(game.vassalage, request.prizeMode);
      if (playType !== request.playType || !prizeMode) throw lotteryLaunchError('mismatch');

      const token = randomBytes(32).toString('base64url');
      const expiresAt = clock() + LAUNCH_TOKEN_TTL_MS;
      await repo.insertLaunchToken(db, {
        tokenHash: sha256(token),
        merchant: code,
        account_id: request.accountId,
        login_token_hash: request.loginTokenHash,
        node_id: game.nodeId,
        provider: vendor.provider,
        mode: 'real',
        language: request.language,
        lobby_url: request.lobbyUrl,
        expiresAt: new Date(expiresAt),
      });
      await players.addRecent(request.accountId, game.nodeId);
      const query = new URLSearchParams({ token, merchant: code, css: request.css ?? 'dark', prize_mode: prizeMode });
      return {
        url: `${lottoGamePath(request.mui, playType, game.gameId)}?${query.toString()}`,
        expiresAt,
        gameId: game.gameId,
        gameName: game.gameName,
        playType,
        prizeMode,
      };
    },

    /** The game server's side: a live, unused token of this provider becomes a game session (once). */
    async exchange(provider: string, launchToken: string): Promise<WalletSession> {
      const now = new Date(clock());
      const used = await repo.useLaunchToken(db, sha256(launchToken), provider, now);
      if (!used) throw walletApiError('tokenInvalid');
      // a player who logged out (or whose password was set again) after the launch gets no game session from its token
      const login = used.login_token_hash
        ? await loginSessions.liveForGame(
            used.login_token_hash,
            new Date(used.expires_at.getTime() - LAUNCH_TOKEN_TTL_MS),
          )
        : undefined;
      if (used.login_token_hash && login?.accountId !== used.account_id) throw walletApiError('tokenInvalid');
      const entry = (await catalogue.current()).byNode.get(used.node_id);
      if (!entry) throw walletApiError('tokenInvalid');
      const { game } = entry;
      const { rows } = await db.query<{ username: string }>('SELECT username FROM accounts WHERE id = $1', [
        used.account_id,
      ]);
      let walletAccountId: bigint | null = null;
      let balance = FUN_BALANCE;
      if (used.mode === 'real') {
        // transfer-mode vendors play from the player's sub-wallet with them, every other vendor from the main wallet
        const account =
          game.walletMode === 'transfer'
            ? await ledger.openVendorAccount(code, used.account_id, merchant.currency, game.vassalage)
            : (await ledger.openPlayerAccounts(code, used.account_id, merchant.currency)).main;
        walletAccountId = account.id;
        balance = account.balance;
      }
      const sessionId = randomBytes(24).toString('base64url');
      await repo.insertSession(db, {
        id: sessionId,
        merchant: code,
        provider,
        account_id: used.account_id,
        node_id: game.nodeId,
        vendor: game.vassalage,
        mode: used.mode,
        wallet_account_id: walletAccountId,
        login_token_hash: used.login_token_hash,
        now,
      });
      return {
        sessionId,
        playerId: walletPlayerId(code, used.account_id),
        playerName: maskName(rows[0]?.username ?? ''),
        currency: merchant.currency,
        balance: balance.toString(),
        mode: used.mode,
        language: used.language,
        lobbyUrl: used.lobby_url,
        ...(login ? { expiresAt: login.absoluteExpiresAt } : {}),
        game: {
          nodeId: game.nodeId,
          gameId: game.gameId,
          gameCode: game.gameCode,
          gameName: game.gameName,
          vassalage: game.vassalage,
          gameType: game.gameType,
        },
      };
    },

    /** Drops tokens that expired more than a day ago (kept that long for support questions). */
    cleanUp: () => repo.deleteExpiredTokens(db, new Date(clock() - 24 * 60 * 60_000)),
  };
}

export type LaunchService = ReturnType<typeof createLaunchService>;
