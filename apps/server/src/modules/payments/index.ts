import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentGateway } from './gateway';
import { depositsRepository } from './repository';
import { depositOpsRoutes } from './routes-ops';
import { depositRoutes } from './routes-player';
import { sandboxGatewayRoutes } from './routes-sandbox';
import { createSandboxGateway } from './sandbox-gateway';
import { createDepositService } from './service';
import { createDepositDesk } from './service-ops';
import { createDepositSettlement } from './service-settlement';

/**
 * Deposits: the player's calls, the gateways' webhooks, the sandbox gateway's page (only when MERCHANT_CONFIG turns it
 * on), and the operators' list and decisions; money through the ledger when a deposit is credited.
 */
export const paymentsModule = fp(
  async (app: FastifyInstance) => {
    const { db, config, clock } = app;
    const { merchant } = config;
    const sandboxConfig = merchant.payments.gateways.sandbox;
    const sandbox = createSandboxGateway({
      config: sandboxConfig,
      merchant: merchant.merchantCode,
      deposits: depositsRepository(db),
      env: process.env,
    });
    const gateways: Record<string, PaymentGateway> = sandboxConfig.enabled ? { sandbox } : {};
    const settlement = createDepositSettlement({ db, ledger: app.ledger.service, merchant, gateways, clock });
    const deposits = createDepositService({ db, merchant, gateways, clock });
    await app.register(depositRoutes, { deposits, settlement });
    if (sandboxConfig.enabled) {
      if (config.production) {
        app.log.warn(
          'THE SANDBOX PAYMENT GATEWAY IS ENABLED IN PRODUCTION (MERCHANT_CONFIG payments.gateways.sandbox.enabled): anyone can credit a deposit on its page without paying',
        );
      }
      await app.register(sandboxGatewayRoutes, { sandbox, clock });
    }
    const desk = createDepositDesk({
      db,
      merchant: merchant.merchantCode,
      settlement,
      players: app.accounts.players,
      audit: app.operators.audit,
    });
    await app.register(depositOpsRoutes, { desk });
  },
  { name: 'payments', dependencies: ['ledger', 'accounts', 'sessions', 'operators'] },
);
