import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { walletOpsRoutes } from './routes-ops';
import { walletRoutes } from './routes-player';
import { createLedgerService, type LedgerService } from './service';
import { createWalletDesk } from './service-ops';
import { createWalletService, type WalletService } from './wallet-service';

export { walletError } from './errors';
export type { OwnerStatementLine } from './owner-statement';
export { warmPostingConnections } from './repository-post-set';
export { createLedgerService, type LedgerService } from './service';
export type { LedgerAccount, Metadata, SessionGuard } from './types';
export { verifyLedger } from './verify';
export { reportLines } from './verify-report';
export type { WalletService } from './wallet-service';

declare module 'fastify' {
  interface FastifyInstance {
    ledger: {
      /**
       * The one ledger service of the app (one posting batcher, one set of caches): every module that moves money
       * posts through it (docs/architecture.md section 6).
       */
      service: LedgerService;
      /** The player's view of it: wallet balances and their sum. */
      wallets: WalletService;
    };
  }
}

/**
 * The double-entry ledger: the only writer of ledger_accounts, ledger_transactions and ledger_entries. Opens the
 * merchant's own accounts at start; serves the player's wallet call and the operators' wallet look and adjustments.
 */
export const ledgerModule = fp(
  async (app: FastifyInstance) => {
    const { merchant } = app.config;
    const service = createLedgerService(app.db);
    await service.openMerchantAccounts(merchant.merchantCode, merchant.currency);
    const wallets = createWalletService({ ledger: service, merchant });
    app.decorate('ledger', { service, wallets });
    await app.register(walletRoutes, { wallets });
    const desk = createWalletDesk({
      ledger: service,
      wallets,
      merchant,
      players: app.accounts.players,
      audit: app.operators.audit,
    });
    await app.register(walletOpsRoutes, { desk });
  },
  { name: 'ledger', dependencies: ['database', 'accounts', 'sessions', 'operators'] },
);
