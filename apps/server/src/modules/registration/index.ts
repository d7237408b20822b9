import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registrationRoutes } from './routes-player';
import { createRegistrationService } from './service-registration';
import { createTrialService } from './service-trial';

/** Becoming a player: registration (user name or mobile number) and the free-trial account with its play money. */
export const registrationModule = fp(
  async (app: FastifyInstance) => {
    const { merchant } = app.config;
    const accounts = app.accounts.repository;
    const sessions = app.sessions.service;
    const { captchas, smsCodes } = app.verification;
    const registration = createRegistrationService({ accounts, sessions, captchas, smsCodes, merchant });
    const trial = createTrialService({ accounts, sessions, kv: app.kv, merchant, ledger: app.ledger.service });
    await app.register(registrationRoutes, { registration, trial });
  },
  { name: 'registration', dependencies: ['accounts', 'sessions', 'verification', 'ledger', 'key-value'] },
);
