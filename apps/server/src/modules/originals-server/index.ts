import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_ORIGINALS_DIST } from '../../config/env';
import { ORIGINALS_PROVIDER } from '../../config/built-in-providers';
import { createOriginalsGames, type OriginalsGames } from './games';
import { originalsServerJobs } from './jobs';
import { tablesRepository } from './repository-tables';
import { originalsApiRoutes } from './routes-api';
import { originalsPageRoutes } from './routes-pages';
import { createRoundService, type RoundService } from './service-rounds';
import { createSeedService, type SeedService } from './service-seeds';
import { createSessionService, type SessionService } from './service-sessions';
import { createVerifyService, type VerifyService } from './service-verify';
import { createWalletClient } from './wallet-client';
import { httpTransport, injectTransport } from '../wallet-client';

export type OriginalsServer = {
  games: OriginalsGames;
  sessions: SessionService;
  rounds: RoundService;
  seeds: SeedService;
  verify: VerifyService;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-house game server of Palaro Originals. */
    originals: OriginalsServer;
  }
}

type Options = {
  /** Game API calls per client IP and minute (autoplay included). */
  callsPerMinute?: number;
  /** How often unfinished rounds are taken up again. */
  sweepEveryMs?: number;
};

// the engines' design RTPs are computed exactly, once per process
let lineUp: OriginalsGames | undefined;

/**
 * The Originals game server: the game pages under /originals/play, their API under /originals/api, and the rounds'
 * money through the seamless wallet, signed as provider ORIGINALS exactly like an outside game server.
 */
export const originalsServerModule = fp(
  async (app: FastifyInstance, options: Options) => {
    const { clock } = app;
    const merchant = app.config.merchant.merchantCode;
    const games = (lineUp ??= createOriginalsGames());
    for (const game of games.all()) {
      await tablesRepository.save(app.db, {
        configHash: game.configHash,
        gameCode: game.gameCode,
        engine: game.engine,
        config: game.storedConfig,
      });
    }
    const secret = () => {
      const value = app.gameWallet.secrets.secretOf(ORIGINALS_PROVIDER);
      if (!value) throw new Error(`no wallet secret for provider ${ORIGINALS_PROVIDER}`);
      return value;
    };
    const transport = app.config.originalsWalletUrl
      ? httpTransport(app.config.originalsWalletUrl)
      : injectTransport(app);
    const wallet = createWalletClient({ provider: ORIGINALS_PROVIDER, secret, transport, clock });
    const seeds = createSeedService({ db: app.db, clock });
    const sessions = createSessionService({ db: app.db, games, wallet, seeds, merchant, clock });
    const rounds = createRoundService({ db: app.db, games, wallet, seeds, merchant, clock, log: app.log });
    const verify = createVerifyService({ db: app.db, games, merchant, currency: app.config.merchant.currency });
    app.decorate('originals', { games, sessions, rounds, seeds, verify });

    await app.register(originalsApiRoutes, {
      sessions,
      rounds,
      seeds,
      verify,
      callsPerMinute: options.callsPerMinute ?? 600,
    });
    await app.register(originalsPageRoutes, { dist: app.config.originalsDist ?? DEFAULT_ORIGINALS_DIST });

    for (const job of originalsServerJobs({
      rounds,
      everySeconds: Math.max(1, Math.round((options.sweepEveryMs ?? 30_000) / 1000)),
    }))
      app.jobs.add(job);
  },
  { name: 'originals-server', dependencies: ['game-wallet', 'job-queue'] },
);
