import {
  OPS_API,
  operatorLoginSchema,
  operatorMeSchema,
  operatorSessionSchema,
  opsAuditPageSchema,
  opsAuditQuerySchema,
  opsOperatorCreateSchema,
  successSchema,
} from '@palaro/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { callLimit } from '../../plugins/rate-limits';
import { forOperators, operatorOf } from './plugin';
import type { OperatorService } from './service';
import type { OperatorAuth } from './service-auth';

const OPERATOR_LOGINS_PER_MINUTE = 20;

type Options = { auth: OperatorAuth; operators: OperatorService };

/** The operators' own calls: sign-in for all, the audit trail and new operators for admins. */
export const operatorRoutes: FastifyPluginAsyncZod<Options> = async (app, { auth, operators }) => {
  const support = forOperators('support');
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
