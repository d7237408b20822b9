import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { withdrawalOpsRoutes } from './routes-ops';
import { withdrawalRoutes } from './routes-player';
import { createWithdrawalService } from './service';
import { createBankCardService } from './service-bank-cards';
import { createWithdrawalDesk } from './service-ops';
import { createPaymentPasswordService, type PaymentPasswordService } from './service-payment-password';

export {
  PAYMENT_PASSWORD_TRIES,
  PAYMENT_PASSWORD_WINDOW_MS,
  type PaymentPasswordService,
} from './service-payment-password';

declare module 'fastify' {
  interface FastifyInstance {
    withdrawals: {
      /** The withdrawal (payment) password; the security questions reset it. */
      paymentPasswords: PaymentPasswordService;
    };
  }
}

/**
 * Withdrawals: bank cards, the payment password, the player's requests (money held on the ledger until an operator
 * decides), and the operators' list and decisions.
 */
export const withdrawalsModule = fp(
  async (app: FastifyInstance) => {
    const { db, clock } = app;
    const { merchant } = app.config;
    const passwords = createPaymentPasswordService({
      accounts: app.accounts.repository,
      merchant,
      attempts: app.attempts,
    });
    const withdrawals = createWithdrawalService({ db, ledger: app.ledger.service, merchant, passwords, clock });
    app.decorate('withdrawals', { paymentPasswords: passwords });
    await app.register(withdrawalRoutes, {
      withdrawals,
      cards: createBankCardService({ db, merchant, clock }),
      passwords,
    });
    const desk = createWithdrawalDesk({
      merchant: merchant.merchantCode,
      withdrawals,
      players: app.accounts.players,
      audit: app.operators.audit,
    });
    await app.register(withdrawalOpsRoutes, { desk });
  },
  { name: 'withdrawals', dependencies: ['ledger', 'attempts', 'accounts', 'sessions', 'operators'] },
);
