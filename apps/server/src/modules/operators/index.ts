import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { operatorAuth } from './plugin';
import { operatorRoutes } from './routes-ops';
import { createOperatorService, type Audit } from './service';
import { createOperatorAuth, type OperatorAuth } from './service-auth';
import { activeOperatorCount } from './service-first-admin';

export { forOperators, operatorOf, type OperatorRoles } from './plugin';
export type { Audit } from './service';
export type { OperatorContext } from './service-auth';
export { activeOperatorCount, AdminRefused, createAdmin } from './service-first-admin';

declare module 'fastify' {
  interface FastifyInstance {
    operators: {
      /** Records an operator's change in the same transaction as the change (every module's routes-ops.ts). */
      audit: Audit;
      /**
       * The operator of a raw token, for a caller that is no route (the live chat desk's socket); 401 otherwise.
       * Routes declare `forOperators(role)` instead.
       */
      authenticate: OperatorAuth['authenticate'];
      /** Whether an operator session is still live, without counting the look-up as use. */
      isLive: OperatorAuth['isLive'];
    };
  }
}

/**
 * The operator API's own part: operator sign-in and sessions, the roles every operator route declares with
 * `forOperators(role)`, the audit trail, and new operators. Each capability's operator calls are in its routes-ops.ts.
 */
export const operatorsModule = fp(
  async (app: FastifyInstance) => {
    const { db, clock } = app;
    const merchant = app.config.merchant.merchantCode;
    const auth = createOperatorAuth({ db, merchant, clock, attempts: app.attempts });
    const operators = createOperatorService({ db, merchant });
    app.decorate('operators', { audit: operators.audit, authenticate: auth.authenticate, isLive: auth.isLive });
    await app.register(operatorAuth, { auth });
    await app.register(operatorRoutes, { auth, operators });
    if (app.config.production && (await activeOperatorCount(db, merchant)) === 0) {
      app.log.warn(
        'no operator can sign in yet: create the first admin with `npm run ops -- create-admin <username>` (same DATABASE_URL / DATA_DIR as this server; on the embedded database stop the server first)',
      );
    }
  },
  { name: 'operators', dependencies: ['database', 'attempts', 'player-api-limit'] },
);
