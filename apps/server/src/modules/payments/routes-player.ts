import {
  API,
  depositBanksQuerySchema,
  depositBanksSchema,
  depositDetailQuerySchema,
  depositMethodsSchema,
  depositReportQuerySchema,
  depositReportSchema,
  depositSchema,
  gatewayDepositRequestSchema,
  gatewayDepositValueSchema,
  LIMITS,
  manualDepositRequestSchema,
  PAYMENT_SIGNATURE_HEADER,
  paymentCallbackPath,
  paymentCallbackValueSchema,
  successSchema,
} from '@palaro/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { moneyError } from '../../http/money-error';
import { oversizedBodyAs } from '../../http/oversized-body';
import { authenticated, authOf } from '../sessions';
import type { DepositService } from './service';
import type { DepositSettlement } from './service-settlement';

// a 5 MB receipt grows by a third in base64, plus the JSON around it
const MANUAL_BODY_LIMIT = Math.ceil((LIMITS.uploadMaxBytes * 4) / 3) + 16_384;

type Options = { deposits: DepositService; settlement: DepositSettlement };

/** Deposit calls of the player (trial sessions get `eligible: false` and free_reject) and the gateway webhook. */
export const depositRoutes: FastifyPluginAsyncZod<Options> = async (app, { deposits, settlement }) => {
  const caller = (request: Parameters<typeof authOf>[0]) => {
    const auth = authOf(request);
    return { accountId: auth.accountId, memberType: auth.kind === 'trial' ? 4 : auth.memberType };
  };
  const session = authenticated('session');

  app.get(
    API.depositMethods,
    { ...session, schema: { response: { 200: successSchema(depositMethodsSchema) } } },
    async (request) => ok(deposits.methods(caller(request))),
  );
  app.get(
    API.depositBanks,
    {
      ...session,
      schema: { querystring: depositBanksQuerySchema, response: { 200: successSchema(depositBanksSchema) } },
    },
    async (request) => ok(deposits.banks(request.query.methodId)),
  );
  app.post(
    API.depositManual,
    {
      ...session,
      bodyLimit: MANUAL_BODY_LIMIT,
      ...oversizedBodyAs(() => moneyError('receiptInvalid')),
      schema: { body: manualDepositRequestSchema, response: { 200: successSchema(depositSchema) } },
    },
    async (request) => ok(await deposits.createManual(caller(request), request.body)),
  );
  app.post(
    API.depositGateway,
    {
      ...session,
      schema: { body: gatewayDepositRequestSchema, response: { 200: successSchema(gatewayDepositValueSchema) } },
    },
    async (request) => ok(await deposits.createGateway(caller(request), request.body)),
  );
  app.get(
    API.depositReport,
    {
      ...session,
      schema: { querystring: depositReportQuerySchema, response: { 200: successSchema(depositReportSchema) } },
    },
    async (request) => ok(await deposits.report(authOf(request).accountId, request.query)),
  );
  app.get(
    API.depositDetail,
    { ...session, schema: { querystring: depositDetailQuerySchema, response: { 200: successSchema(depositSchema) } } },
    async (request) => ok(await deposits.detail(authOf(request).accountId, BigInt(request.query.id))),
  );

  // the signature covers the exact bytes sent, so this route reads the body as text
  await app.register(async (webhooks) => {
    webhooks.removeContentTypeParser('application/json');
    webhooks.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    webhooks.post<{ Params: { gateway: string } }>(
      paymentCallbackPath(':gateway'),
      { schema: { response: { 200: successSchema(paymentCallbackValueSchema) } } },
      async (request, reply) => {
        // a gateway the merchant does not use (the sandbox in production) has no callback route at all
        if (!settlement.serves(request.params.gateway)) return reply.callNotFound();
        const signature = request.headers[PAYMENT_SIGNATURE_HEADER];
        const raw = typeof request.body === 'string' ? request.body : '';
        return ok(
          await settlement.callback(request.params.gateway, raw, typeof signature === 'string' ? signature : undefined),
        );
      },
    );
  });
};
