import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createIconsRepository } from './repository';
import { memberRoutes } from './routes-player';
import { iconFileRoutes } from './routes-player-icon-files';
import { passwordRoutes } from './routes-player-password';
import { createMemberService } from './service';
import { createPasswordService } from './service-password';

/** The member centre: info, head icon, profile fields, and the log-in password (change, reset by phone). */
export const memberModule = fp(
  async (app: FastifyInstance) => {
    const { db, clock } = app;
    const { merchant } = app.config;
    const accounts = app.accounts.repository;
    const member = createMemberService({ accounts, icons: createIconsRepository(db), merchant, clock });
    const passwords = createPasswordService({
      accounts,
      sessions: app.sessions.service,
      smsCodes: app.verification.smsCodes,
      attempts: app.attempts,
      merchant,
      clock,
    });
    await app.register(memberRoutes, { services: { member } });
    await app.register(passwordRoutes, { services: { passwords } });
    await app.register(iconFileRoutes, { services: { member } });
  },
  { name: 'member', dependencies: ['accounts', 'sessions', 'verification', 'attempts'] },
);
