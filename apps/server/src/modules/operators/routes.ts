import {
  OPS_API,
  operatorLoginSchema,
  operatorMeSchema,
  operatorSessionSchema,
  opsAdjustmentSchema,
  opsAdjustmentValueSchema,
  opsApproveSchema,
  opsAuditPageSchema,
  opsAuditQuerySchema,
  opsDepositPageSchema,
  opsDepositSchema,
  opsDepositsQuerySchema,
  opsOperatorCreateSchema,
  opsPlayerWalletSchema,
  opsRejectSchema,
  opsWithdrawalPageSchema,
  opsWithdrawalSchema,
  opsWithdrawalsQuerySchema,
  successSchema,
} from '@palaro/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { moneyError } from '../../http/money-error';
import { callLimit } from '../../plugins/rate-limits';
import { forOperators, operatorOf } from './plugin';
import type { OperatorService } from './service';
import type { OperatorAuth } from './service-auth';

const idParams = z.object({ id: z.string().regex(/^\d{1,19}$/) });
const OPERATOR_LOGINS_PER_MINUTE = 20;

type Options = { auth: OperatorAuth; operators: OperatorService };

/** The operator API: lists for support, decisions for cashiers, adjustments and operators for admins. */
export const operatorRoutes: FastifyPluginAsyncZod<Options> = async (app, { auth, operators }) => {
  const support = forOperators('support');
  const cashier = forOperators('cashier');
  const admin = forOperators('admin');

  app.post(
    OPS_API.login,
    {
      onRequest: callLimit(app, 'ops-login', OPERATOR_LOGINS_PER_MINUTE),
      schema: { body: operatorLoginSchema, response: { 200: successSchema(operatorSessionSchema) } },
    },
    async (request) => ok(await auth.login(request.body.username, request.body.password, request.ip)),
  );
  app.delete(
    OPS_API.logout,
    { ...support, schema: { response: { 200: successSchema(z.null()) } } },
    async (request) => {
      await auth.logout(operatorOf(request));
      return ok(null);
    },
  );
  app.get(
    OPS_API.me,
    { ...support, schema: { response: { 200: successSchema(operatorMeSchema) } } },
    async (request) => {
      const { id, username, role } = operatorOf(request);
      return ok({ id: id.toString(), username, role });
    },
  );

  app.get(
    OPS_API.deposits,
    {
      ...support,
      schema: { querystring: opsDepositsQuerySchema, response: { 200: successSchema(opsDepositPageSchema) } },
    },
    async (request) => ok(await operators.deposits(request.query)),
  );
  app.get('/ops/deposits/:id/receipt', { ...support, schema: { params: idParams } }, async (request, reply) => {
    const receipt = await operators.receipt(BigInt(request.params.id));
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
      ok(await operators.approveDeposit(operatorOf(request), BigInt(request.params.id), request.body.remark || null)),
  );
  app.post(
    '/ops/deposits/:id/reject',
    {
      ...cashier,
      schema: { params: idParams, body: opsRejectSchema, response: { 200: successSchema(opsDepositSchema) } },
    },
    async (request) =>
      ok(await operators.rejectDeposit(operatorOf(request), BigInt(request.params.id), request.body.reason)),
  );

  app.get(
    OPS_API.withdrawals,
    {
      ...support,
      schema: { querystring: opsWithdrawalsQuerySchema, response: { 200: successSchema(opsWithdrawalPageSchema) } },
    },
    async (request) => ok(await operators.withdrawals(request.query)),
  );
  app.post(
    '/ops/withdrawals/:id/approve',
    {
      ...cashier,
      schema: { params: idParams, body: opsApproveSchema, response: { 200: successSchema(opsWithdrawalSchema) } },
    },
    async (request) =>
      ok(
        await operators.approveWithdrawal(
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
      ok(await operators.rejectWithdrawal(operatorOf(request), BigInt(request.params.id), request.body.reason)),
  );

  app.post(
    OPS_API.adjustments,
    { ...admin, schema: { body: opsAdjustmentSchema, response: { 200: successSchema(opsAdjustmentValueSchema) } } },
    async (request) => ok(await operators.adjust(operatorOf(request), request.body)),
  );
  app.get(
    '/ops/players/:username/wallet',
    {
      ...support,
      schema: {
        params: z.object({ username: z.string().min(1).max(64) }),
        response: { 200: successSchema(opsPlayerWalletSchema) },
      },
    },
    async (request) => ok(await operators.playerWallet(request.params.username)),
  );
  app.get(
    OPS_API.audit,
    { ...admin, schema: { querystring: opsAuditQuerySchema, response: { 200: successSchema(opsAuditPageSchema) } } },
    async (request) => ok(await operators.auditPage(request.query)),
  );
  app.post(
    OPS_API.operators,
    { ...admin, schema: { body: opsOperatorCreateSchema, response: { 200: successSchema(operatorMeSchema) } } },
    async (request) => ok(await operators.createOperator(operatorOf(request), request.body)),
  );
};
