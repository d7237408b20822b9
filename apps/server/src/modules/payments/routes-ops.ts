import {
  OPS_API,
  opsApproveSchema,
  opsDepositPageSchema,
  opsDepositSchema,
  opsDepositsQuerySchema,
  opsRejectSchema,
  successSchema,
} from '@palaro/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { moneyError } from '../../http/money-error';
import { forOperators, operatorOf } from '../operators';
import type { DepositDesk } from './service-ops';

const idParams = z.object({ id: z.string().regex(/^\d{1,19}$/) });

/** Deposits on the operator API: lists and receipts for support, decisions for cashiers. */
export const depositOpsRoutes: FastifyPluginAsyncZod<{ desk: DepositDesk }> = async (app, { desk }) => {
  const support = forOperators('support');
  const cashier = forOperators('cashier');

  app.get(
    OPS_API.deposits,
    {
      ...support,
      schema: { querystring: opsDepositsQuerySchema, response: { 200: successSchema(opsDepositPageSchema) } },
    },
    async (request) => ok(await desk.deposits(request.query)),
  );
  app.get('/ops/deposits/:id/receipt', { ...support, schema: { params: idParams } }, async (request, reply) => {
    const receipt = await desk.receipt(BigInt(request.params.id));
    if (!receipt) throw moneyError('orderUnknown');
    return reply.type(receipt.contentType).header('cache-control', 'no-store').send(receipt.data);
  });
  app.post(
    '/ops/deposits/:id/approve',
    {
      ...cashier,
      schema: { params: idParams, body: opsApproveSchema, response: { 200: successSchema(opsDepositSchema) } },
    },
    async (request) =>
      ok(await desk.approveDeposit(operatorOf(request), BigInt(request.params.id), request.body.remark || null)),
  );
  app.post(
    '/ops/deposits/:id/reject',
    {
      ...cashier,
      schema: { params: idParams, body: opsRejectSchema, response: { 200: successSchema(opsDepositSchema) } },
    },
    async (request) =>
      ok(await desk.rejectDeposit(operatorOf(request), BigInt(request.params.id), request.body.reason)),
  );
};
