import type { FastifyInstance } from 'fastify';
import type { Clock } from '../security/clock';
import type { AccountServices } from './account-services';
import { operatorAuth } from './operators/plugin';
import { operatorRoutes } from './operators/routes';
import { createOperatorService } from './operators/service';
import { createOperatorAuth } from './operators/service-auth';
import { activeOperatorCount } from './operators/service-first-admin';
import type { PaymentGateway } from './payments/gateway';
import { depositsRepository } from './payments/repository';
import { createSandboxGateway } from './payments/sandbox-gateway';
import { depositRoutes } from './payments/routes';
import { sandboxGatewayRoutes } from './payments/routes-sandbox';
import { createDepositService } from './payments/service';
import { createDepositSettlement } from './payments/service-settlement';
import { reportRoutes } from './reports/routes';
import { createReportService } from './reports/service';
import { createRoundDetailService } from './reports/service-round';
import { walletPlayerId } from './game-wallet/service-launch';
import { securityQuestionModule } from './security-questions/module';
import { createSecurityQuestionService } from './security-questions/service';
import { transferRoutes } from './transfers/routes';
import { createTransferService } from './transfers/service';
import { withdrawalRoutes } from './withdrawals/routes';
import { createWithdrawalService } from './withdrawals/service';
import { createBankCardService } from './withdrawals/service-bank-cards';
import { createPaymentPasswordService } from './withdrawals/service-payment-password';

/** Wires the money services (deposits, withdrawals, transfers, reports, operators) on the one ledger service. */
export function createMoneyServices(app: FastifyInstance, accountServices: AccountServices, clock: Clock) {
  const { db, config } = app;
  const { merchant } = config;
  const { ledger, wallets } = accountServices;
  const sandbox = createSandboxGateway({
    config: merchant.payments.gateways.sandbox,
    merchant: merchant.merchantCode,
    deposits: depositsRepository(db),
    env: process.env,
  });
  const gateways: Record<string, PaymentGateway> = merchant.payments.gateways.sandbox.enabled ? { sandbox } : {};
  const settlement = createDepositSettlement({ db, ledger, merchant, gateways, clock });
  const passwords = createPaymentPasswordService({ db, merchant, clock });
  const withdrawals = createWithdrawalService({ db, ledger, merchant, passwords, clock });

  return {
    sandbox,
    deposits: createDepositService({ db, merchant, gateways, clock }),
    settlement,
    passwords,
    cards: createBankCardService({ db, merchant, clock }),
    securityQuestions: createSecurityQuestionService({ db, merchant, paymentPasswords: passwords }),
    withdrawals,
    transfers: createTransferService({ db, ledger, wallets, merchant }),
    reports: createReportService({ ledger, merchant, rounds: app.gameWallet.playerRounds }),
    roundDetail: createRoundDetailService({
      rounds: app.gameWallet.playerRounds,
      fairness: (accountId, roundId) =>
        app.originals.verify.verifyOwnRound(walletPlayerId(merchant.merchantCode, accountId), roundId),
    }),
    operatorAuth: createOperatorAuth({ db, merchant: merchant.merchantCode, clock }),
    operators: createOperatorService({ db, ledger, wallets, merchant, settlement, withdrawals }),
  };
}

export type MoneyServices = ReturnType<typeof createMoneyServices>;

/** Registers the money routes (player calls, gateway webhook and page, operator API) on the API scope. */
export async function moneyModules(api: FastifyInstance, money: MoneyServices, clock: Clock): Promise<void> {
  await api.register(depositRoutes, { deposits: money.deposits, settlement: money.settlement });
  if (api.config.merchant.payments.gateways.sandbox.enabled) {
    if (api.config.production) {
      api.log.warn(
        'THE SANDBOX PAYMENT GATEWAY IS ENABLED IN PRODUCTION (MERCHANT_CONFIG payments.gateways.sandbox.enabled): anyone can credit a deposit on its page without paying',
      );
    }
    await api.register(sandboxGatewayRoutes, { sandbox: money.sandbox, clock });
  }
  await api.register(withdrawalRoutes, {
    withdrawals: money.withdrawals,
    cards: money.cards,
    passwords: money.passwords,
  });
  await securityQuestionModule(api, money.securityQuestions);
  await api.register(transferRoutes, { transfers: money.transfers });
  await api.register(reportRoutes, { reports: money.reports, roundDetail: money.roundDetail });
  if (api.config.production && (await activeOperatorCount(api.db, api.config.merchant.merchantCode)) === 0) {
    api.log.warn(
      'no operator can sign in yet: create the first admin with `npm run ops -- create-admin <username>` (same DATABASE_URL / DATA_DIR as this server; on the embedded database stop the server first)',
    );
  }
  // operator sessions are decorated in their own scope, apart from the players' session checks
  await api.register(async (ops) => {
    await ops.register(operatorAuth, { auth: money.operatorAuth });
    await ops.register(operatorRoutes, { auth: money.operatorAuth, operators: money.operators });
  });
}
