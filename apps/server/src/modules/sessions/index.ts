import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { callLimit, type CallLimit } from '../../plugins/rate-limits';
import { sessionsJobs } from './jobs';
import { createSessionsRepository } from './repository';
import { LOGINS_PER_MINUTE, sessionRoutes } from './routes-player';
import { createSessionService, type SessionService } from './service';
import { createLoginService, type LoginService } from './service-login';
import { createLoginGuard } from './service-login-guard';
import { sessionAuth } from './session-auth';

export type { AuthContext, SessionService } from './service';
export { admit, type LoginService } from './service-login';
export { authenticated, authOf, rawToken, type SessionNeed } from './session-auth';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: {
      service: SessionService;
      login: LoginService;
      /** The per-IP log-in limit, shared by every way of logging in (password, SMS code, social ticket). */
      loginLimit: CallLimit;
      /**
       * The same session rules for the game servers' wallet calls, with look-ups batched apart from the API's so a
       * burst of game calls never queues behind player calls (docs/server/games-and-wallet.md).
       */
      forGames: SessionService;
    };
  }
}

/** Player sessions: log-in, log-out, renewal, the caller checks of every route (`authenticated`), and their purge. */
export const sessionsModule = fp(
  async (app: FastifyInstance) => {
    const { db, clock } = app;
    const { merchant } = app.config;
    const accounts = app.accounts.repository;
    const service = createSessionService({ sessions: createSessionsRepository(db), accounts, clock });
    const login = createLoginService({
      accounts,
      sessions: service,
      guard: createLoginGuard(app.attempts),
      captchas: app.verification.captchas,
      smsCodes: app.verification.smsCodes,
      merchant,
    });
    const loginLimit = callLimit(app, 'login', LOGINS_PER_MINUTE);
    const forGames = createSessionService({ sessions: createSessionsRepository(db), accounts, clock });
    app.decorate('sessions', { service, login, loginLimit, forGames });
    await app.register(sessionAuth, { sessions: service });
    await app.register(sessionRoutes, { sessions: service, login, loginLimit });
    for (const job of sessionsJobs({ db, clock })) app.jobs.add(job);
  },
  { name: 'sessions', dependencies: ['accounts', 'attempts', 'verification', 'job-queue', 'crypto'] },
);
