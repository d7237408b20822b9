import { HEADER, OPERATOR_ROLES, type OperatorRole } from '@palaro/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { moneyError } from '../../http/money-error';
import { checkCallerFirst, refuseLateChecks, type CallerCheck } from '../../plugins/caller-checks';
import { roleAllows, type OperatorAuth, type OperatorContext } from './service-auth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route, checked in onRequest before the body is read; set with `forOperators(...)`. */
    operatorRole?: OperatorRoles;
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

/**
 * Who may call an operator route: a role and every role above it (support < cashier < admin), or, as a list, exactly
 * the roles named: the players' messages and feedback are support's and admin's work, not the cashier's.
 */
export type OperatorRoles = OperatorRole | readonly OperatorRole[];

/** Route options of an operator call: the session and role are checked in onRequest, before the body is read. */
export function forOperators(roles: OperatorRoles): { config: { operatorRole: OperatorRoles } } {
  return { config: { operatorRole: roles } };
}

const allows = (role: OperatorRole, needed: OperatorRoles) =>
  typeof needed === 'string' ? roleAllows(role, needed) : needed.includes(role);

/** Operator sessions on the operator API; player tokens never pass (they live in another table). */
export const operatorAuth = fp(
  async (app: FastifyInstance, { auth }: { auth: OperatorAuth }) => {
    app.decorateRequest('operator', null);
    const checkFor =
      (roles: OperatorRoles): CallerCheck =>
      async (request) => {
        const header = request.headers[HEADER.authorization];
        const token = (Array.isArray(header) ? header[0] : header)?.trim() || undefined;
        request.operator = await auth.authenticate(token, request.ip);
        if (!allows(request.operator.role, roles)) throw moneyError('operatorForbidden');
      };
    // one check per role, so a check placed in a hook after the body read is recognised at start-up; the checks of
    // role lists are made for the routes that name them
    const checks = Object.fromEntries(OPERATOR_ROLES.map((role) => [role, checkFor(role)])) as Record<
      OperatorRole,
      CallerCheck
    >;
    const listChecks = new Map<string, CallerCheck>();
    const checkOf = (roles: OperatorRoles): CallerCheck => {
      if (typeof roles === 'string') return checks[roles];
      const key = [...roles].sort().join(',');
      const check = listChecks.get(key) ?? checkFor([...roles]);
      listChecks.set(key, check);
      return check;
    };
    app.decorate('requireOperator', (role: OperatorRole) => checks[role]);
    app.addHook('onRoute', (route) => {
      refuseLateChecks(route, [...Object.values(checks), ...listChecks.values()]);
      const roles = route.config?.operatorRole;
      if (roles) checkCallerFirst(route, checkOf(roles));
    });
  },
  { name: 'operator-auth' },
);
