import {
  OPS_API,
  opsApproveSchema,
  opsRejectSchema,
  opsWithdrawalPageSchema,
  opsWithdrawalSchema,
  opsWithdrawalsQuerySchema,
  successSchema,
} from '@palaro/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { forOperators, operatorOf } from '../operators';
import type { WithdrawalDesk } from './service-ops';

const idParams = z.object({ id: z.string().regex(/^\d{1,19}$/) });

/** Withdrawals on the operator API: the list for support, decisions (with the payout reference) for cashiers. */
export const withdrawalOpsRoutes: FastifyPluginAsyncZod<{ desk: WithdrawalDesk }> = async (app, { desk }) => {
  const support = forOperators('support');
  const cashier = forOperators('cashier');

  app.get(
    OPS_API.withdrawals,
    {
      ...support,
      schema: { querystring: opsWithdrawalsQuerySchema, response: { 200: successSchema(opsWithdrawalPageSchema) } },
    },
    async (request) => ok(await desk.withdrawals(request.query)),
  );
  app.post(
    '/ops/withdrawals/:id/approve',
    {
      ...cashier,
      schema: { params: idParams, body: opsApproveSchema, response: { 200: successSchema(opsWithdrawalSchema) } },
    },
    async (request) =>
      ok(
        await desk.approveWithdrawal(
          operatorOf(request),
          BigInt(request.params.id),
          request.body.remark || null,
          request.body.payoutReference || null,
        ),
      ),
  );
  app.post(
    '/ops/withdrawals/:id/reject',
    {
      ...cashier,
      schema: { params: idParams, body: opsRejectSchema, response: { 200: successSchema(opsWithdrawalSchema) } },
    },
    async (request) =>
      ok(await desk.rejectWithdrawal(operatorOf(request), BigInt(request.params.id), request.body.reason)),
  );
};
