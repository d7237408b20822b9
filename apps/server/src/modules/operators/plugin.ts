import { HEADER, type OperatorRole } from '@palaro/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { moneyError } from '../../http/money-error';
import { roleAllows, type OperatorAuth, type OperatorContext } from './service-auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator, once requireOperator ran. */
    operator: OperatorContext | null;
  }
  interface FastifyInstance {
    /** preHandler: a live operator session whose role is `role` or above; 401 / 403 otherwise. */
    requireOperator: (role: OperatorRole) => (request: FastifyRequest) => Promise<void>;
  }
}

export function operatorOf(request: FastifyRequest): OperatorContext {
  if (!request.operator) throw moneyError('operatorNotLoggedIn');
  return request.operator;
}

/** Operator sessions on the operator API; player tokens never pass (they live in another table). */
export const operatorAuth = fp(
  async (app: FastifyInstance, { auth }: { auth: OperatorAuth }) => {
    app.decorateRequest('operator', null);
    app.decorate('requireOperator', (role: OperatorRole) => async (request: FastifyRequest) => {
      const header = request.headers[HEADER.authorization];
      const token = (Array.isArray(header) ? header[0] : header)?.trim() || undefined;
      request.operator = await auth.authenticate(token, request.ip);
      if (!roleAllows(request.operator.role, role)) throw moneyError('operatorForbidden');
    });
  },
  { name: 'operator-auth' },
);
