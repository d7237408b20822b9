import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { transferRoutes } from './routes-player';
import { createTransferService } from './service';

/** Moves between the player's main wallet and the transfer vendors' wallets, through the ledger. */
export const transfersModule = fp(
  async (app: FastifyInstance) => {
    const transfers = createTransferService({
      db: app.db,
      ledger: app.ledger.service,
      wallets: app.ledger.wallets,
      merchant: app.config.merchant,
    });
    await app.register(transferRoutes, { transfers });
  },
  { name: 'transfers', dependencies: ['ledger', 'sessions'] },
);
