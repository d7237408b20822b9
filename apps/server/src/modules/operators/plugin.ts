import { HEADER, OPERATOR_ROLES, type OperatorRole } from '@palaro/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { moneyError } from '../../http/money-error';
import { checkCallerFirst, refuseLateChecks, type CallerCheck } from '../../plugins/caller-checks';
import { roleAllows, type OperatorAuth, type OperatorContext } from './service-auth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The least operator role the route needs, checked in onRequest before the body is read; set with `forOperators(...)`. */
    operatorRole?: OperatorRole;
  }
  interface FastifyRequest {
    /** The operator, once the route's operator check ran. */
    operator: OperatorContext | null;
  }
  interface FastifyInstance {
    /** A live operator session whose role is `role` or above; 401 / 403 otherwise. Routes declare `forOperators(role)`. */
    requireOperator: (role: OperatorRole) => CallerCheck;
  }
}

export function operatorOf(request: FastifyRequest): OperatorContext {
  if (!request.operator) throw moneyError('operatorNotLoggedIn');
  return request.operator;
}

/** Route options of an operator call: the session and role are checked in onRequest, before the body is read. */
export function forOperators(role: OperatorRole): { config: { operatorRole: OperatorRole } } {
  return { config: { operatorRole: role } };
}

/** Operator sessions on the operator API; player tokens never pass (they live in another table). */
export const operatorAuth = fp(
  async (app: FastifyInstance, { auth }: { auth: OperatorAuth }) => {
    app.decorateRequest('operator', null);
    const checkFor =
      (role: OperatorRole): CallerCheck =>
      async (request) => {
        const header = request.headers[HEADER.authorization];
        const token = (Array.isArray(header) ? header[0] : header)?.trim() || undefined;
        request.operator = await auth.authenticate(token, request.ip);
        if (!roleAllows(request.operator.role, role)) throw moneyError('operatorForbidden');
      };
    // one check per role, so a check placed in a hook after the body read is recognised at start-up
    const checks = Object.fromEntries(OPERATOR_ROLES.map((role) => [role, checkFor(role)])) as Record<
      OperatorRole,
      CallerCheck
    >;
    app.decorate('requireOperator', (role: OperatorRole) => checks[role]);
    app.addHook('onRoute', (route) => {
      refuseLateChecks(route, Object.values(checks));
      const role = route.config?.operatorRole;
      if (role) checkCallerFirst(route, checks[role]);
    });
  },
  { name: 'operator-auth' },
);
