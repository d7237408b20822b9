import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BUILT_IN_PROVIDERS, ORIGINALS_PROVIDER } from '../../config/built-in-providers';
import { gameWalletJobs } from './jobs';
import { createProviderSecrets, type ProviderSecrets } from './provider-secrets';
import { launchRoutes } from './routes-launch';
import { providerWalletRoutes } from './routes-provider';
import { createLaunchService, type LaunchService } from './service-launch';
import { createPlayerRounds, type PlayerRounds } from './service-player-rounds';
import { createWalletService, type WalletService } from './service-wallet';

export { walletPlayerId } from './service-launch';
export {
  roundKeyOf,
  roundKeyText,
  type PlayerRound,
  type PlayerRounds,
  type RecordRound,
  type RoundKey,
  type RoundRecordFilter,
} from './service-player-rounds';

export type GameWallet = {
  secrets: ProviderSecrets;
  wallet: WalletService;
  launches: LaunchService;
  /** The player's own rounds by game and vendor (transaction report, round detail, game record). */
  playerRounds: PlayerRounds;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Launch tokens, game sessions and the seamless wallet for game servers. */
    gameWallet: GameWallet;
  }
}

/**
 * Game launch for players, and the seamless wallet the game servers call under /gw/wallet (outside /wps: no player
 * rate limit, no maintenance stop), signed per provider (docs/server/games-and-wallet.md).
 */
export const gameWalletModule = fp(
  async (app: FastifyInstance) => {
    const { db, clock } = app;
    const { merchant } = app.config;
    const ledger = app.ledger.service;
    const loginSessions = app.sessions.forGames;
    const secrets = createProviderSecrets(app.config.providerSecrets, BUILT_IN_PROVIDERS);
    const wallet = createWalletService({
      db,
      loginSessions,
      ledger,
      merchant,
      clock,
      onWin: () => app.games.catalogueService.forgetWinners(),
      onSettleError: (error) => app.log.warn({ err: error }, 'round settlement deferred'),
    });
    const launches = createLaunchService({
      db,
      loginSessions,
      ledger,
      catalogue: app.games.catalogue,
      players: app.games.players,
      merchant,
      clock,
    });
    const playerRounds = createPlayerRounds({ db, catalogue: app.games.catalogue, fairProvider: ORIGINALS_PROVIDER });
    app.decorate('gameWallet', { secrets, wallet, launches, playerRounds });
    await app.register(providerWalletRoutes, { secrets, wallet, launches, clock });
    await app.register(launchRoutes);
    for (const job of gameWalletJobs({ launches, wallet })) app.jobs.add(job);
  },
  { name: 'game-wallet', dependencies: ['games', 'ledger', 'sessions', 'job-queue'] },
);
