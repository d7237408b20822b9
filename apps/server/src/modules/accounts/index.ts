import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAccountsRepository, type AccountsRepository } from './repository';
import { accountRoutes } from './routes-player';
import { createAccountChecks } from './service';
import { createPlayerLookup, type PlayerLookup } from './service-lookup';

export { COUNTRIES } from './countries';
export { checkNewPassword, isAgentType } from './password-rules';
export { e164, maskPhone, normalizePhone, type Phone } from './phone';
export {
  createAccountsRepository,
  isUniqueViolation,
  type AccountRow,
  type AccountsRepository,
  type NewAccount,
  type ProfileField,
} from './repository';
export type { PlayerLookup } from './service-lookup';

declare module 'fastify' {
  interface FastifyInstance {
    /** The player accounts: the one way other modules read and write the `accounts` table. */
    accounts: { repository: AccountsRepository; players: PlayerLookup };
  }
}

/** Player accounts: their records, the name and code checks, the registration settings. */
export const accountsModule = fp(
  async (app: FastifyInstance) => {
    const { merchant } = app.config;
    const repository = createAccountsRepository(app.db, merchant.merchantCode);
    app.decorate('accounts', { repository, players: createPlayerLookup(repository) });
    await app.register(accountRoutes, { checks: createAccountChecks(repository, merchant) });
  },
  { name: 'accounts', dependencies: ['database', 'player-api-limit'] },
);
