import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LOTTERY_PROVIDER, ORIGINALS_PROVIDER, SIMULATOR_PROVIDER } from '../../db/seed/demo-catalogue';
import { createPlayerGamesRepository } from '../games/repository-player';
import { createAccountsRepository } from '../accounts/repository';
import { createLedgerService } from '../ledger/service';
import { createSessionsRepository } from '../sessions/repository';
import { createSessionService } from '../sessions/service';
import { gameWalletJobs } from './jobs';
import { createProviderSecrets, type ProviderSecrets } from './provider-secrets';
import { providerSimulator } from '../../provider-simulator/routes';
import { providerWalletRoutes } from './routes-provider';
import { createLaunchService, type LaunchService } from './service-launch';
import { createPlayerRounds, type PlayerRounds } from './service-player-rounds';
import { createWalletService, type WalletService } from './service-wallet';

export type GameWallet = {
  secrets: ProviderSecrets;
  wallet: WalletService;
  launches: LaunchService;
  /** The player's own rounds by game and vendor (transaction report, round detail). */
  playerRounds: PlayerRounds;
  /** The ledger service these use (tests move money with it the way the transfer calls do). */
  ledgerForTests: ReturnType<typeof createLedgerService>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Launch tokens, game sessions and the seamless wallet for game servers. */
    gameWallet: GameWallet;
  }
}

/** The in-process game servers; each gets a random secret per process unless PROVIDER_SECRETS names one. */
export const BUILT_IN_PROVIDERS = [SIMULATOR_PROVIDER, ORIGINALS_PROVIDER, LOTTERY_PROVIDER] as const;

/** Builds the launch and wallet services and serves /gw/wallet (outside /wps: no player rate limit, no maintenance stop). */
export const gameWalletPlugin = fp(
  async (app: FastifyInstance, options: { clock: () => number }) => {
    const { merchant } = app.config;
    const ledger = createLedgerService(app.db);
    const secrets = createProviderSecrets(app.config.providerSecrets, BUILT_IN_PROVIDERS);
    // the login sessions games follow (the session module's own rules; its look-ups batched apart from the API's)
    const loginSessions = createSessionService({
      sessions: createSessionsRepository(app.db),
      accounts: createAccountsRepository(app.db, merchant.merchantCode),
      clock: options.clock,
    });
    const wallet = createWalletService({
      db: app.db,
      loginSessions,
      ledger,
      merchant,
      clock: options.clock,
      onWin: () => app.games.catalogueService.forgetWinners(),
      onSettleError: (error) => app.log.warn({ err: error }, 'round settlement deferred'),
    });
    const launches = createLaunchService({
      db: app.db,
      loginSessions,
      ledger,
      catalogue: app.games.catalogue,
      players: createPlayerGamesRepository(app.db),
      merchant,
      clock: options.clock,
    });
    const playerRounds = createPlayerRounds({
      db: app.db,
      catalogue: app.games.catalogue,
      fairProvider: ORIGINALS_PROVIDER,
    });
    app.decorate('gameWallet', { secrets, wallet, launches, playerRounds, ledgerForTests: ledger });
    await app.register(providerWalletRoutes, { secrets, wallet, launches, clock: options.clock });
    // the simulated providers run in this process but reach the wallet only over HTTP, like any outside provider
    await app.register(providerSimulator, {
      provider: SIMULATOR_PROVIDER,
      secret: secrets.secretOf(SIMULATOR_PROVIDER) ?? '',
      walletUrl: app.config.simulatorWalletUrl,
    });
    for (const job of gameWalletJobs({ launches, wallet })) app.jobs.add(job);
  },
  { name: 'game-wallet', dependencies: ['game-services', 'job-queue'] },
);
