import {
  API,
  bankCardAddSchema,
  bankCardRemoveQuerySchema,
  bankCardsSchema,
  hasWithdrawalPasswordSchema,
  paymentPasswordResetSchema,
  paymentPasswordSetSchema,
  successSchema,
  withdrawBanksSchema,
  withdrawInfoSchema,
  withdrawReportQuerySchema,
  withdrawReportSchema,
  withdrawRequestSchema,
  withdrawValueSchema,
} from '@palaro/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { callLimit } from '../../plugins/rate-limits';
import { authenticated, authOf } from '../sessions';
import type { WithdrawalService } from './service';
import type { BankCardService } from './service-bank-cards';
import type { PaymentPasswordService } from './service-payment-password';

/** Payment password calls per IP and minute (each costs an argon2 hash). */
export const PAYMENT_PASSWORD_CALLS_PER_MINUTE = 10;
/** Withdrawals per IP and minute: each checks the withdrawal password, and many players may share a carrier's IP. */
export const WITHDRAWALS_PER_MINUTE = 30;

type Options = { withdrawals: WithdrawalService; cards: BankCardService; passwords: PaymentPasswordService };

/** Withdrawal calls of real members (trial accounts get 403 member.trial); withdraw and both password calls are sealed. */
export const withdrawalRoutes: FastifyPluginAsyncZod<Options> = async (app, { withdrawals, cards, passwords }) => {
  const member = authenticated('member');
  const passwordLimit = callLimit(app, 'payment-password', PAYMENT_PASSWORD_CALLS_PER_MINUTE);
  const withdrawLimit = callLimit(app, 'withdraw', WITHDRAWALS_PER_MINUTE);
  const accountOf = (request: Parameters<typeof authOf>[0]) => authOf(request).accountId;

  app.get(
    API.hasWithdrawalPassword,
    { ...member, schema: { response: { 200: successSchema(hasWithdrawalPasswordSchema) } } },
    async (request) => ok({ hasWithdrawalPassword: await passwords.has(accountOf(request)) }),
  );
  app.post(
    API.paymentPassword,
    { ...member, onRequest: passwordLimit, schema: { response: { 200: successSchema(z.null()) } } },
    async (request) => {
      await passwords.set(accountOf(request), await app.openSealed(request, paymentPasswordSetSchema));
      return ok(null);
    },
  );
  app.post(
    API.paymentPasswordReset,
    { ...member, onRequest: passwordLimit, schema: { response: { 200: successSchema(z.null()) } } },
    async (request) => {
      await passwords.reset(accountOf(request), await app.openSealed(request, paymentPasswordResetSchema));
      return ok(null);
    },
  );

  app.get(
    API.withdrawBanks,
    { ...member, schema: { response: { 200: successSchema(withdrawBanksSchema) } } },
    async () => ok(app.config.merchant.withdrawal.banks),
  );
  app.get(
    API.bankCards,
    { ...member, schema: { response: { 200: successSchema(bankCardsSchema) } } },
    async (request) => ok(await cards.list(accountOf(request))),
  );
  app.post(
    API.bankCard,
    { ...member, schema: { body: bankCardAddSchema, response: { 200: successSchema(bankCardsSchema) } } },
    async (request) => ok(await cards.add(accountOf(request), request.body)),
  );
  app.delete(
    API.bankCard,
    {
      ...member,
      schema: { querystring: bankCardRemoveQuerySchema, response: { 200: successSchema(bankCardsSchema) } },
    },
    async (request) => ok(await cards.remove(accountOf(request), BigInt(request.query.id))),
  );

  app.get(
    API.withdrawInfo,
    { ...member, schema: { response: { 200: successSchema(withdrawInfoSchema) } } },
    async (request) => ok(await withdrawals.info(accountOf(request))),
  );
  app.post(
    API.withdraw,
    { ...member, onRequest: withdrawLimit, schema: { response: { 200: successSchema(withdrawValueSchema) } } },
    async (request) =>
      ok(await withdrawals.withdraw(accountOf(request), await app.openSealed(request, withdrawRequestSchema))),
  );
  app.get(
    API.withdrawTransactionReport,
    {
      ...member,
      schema: { querystring: withdrawReportQuerySchema, response: { 200: successSchema(withdrawReportSchema) } },
    },
    async (request) => ok(await withdrawals.report(accountOf(request), request.query)),
  );
};
