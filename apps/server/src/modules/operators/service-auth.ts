import { OPERATOR_ROLES, type OperatorRole, type OperatorSession } from '@palaro/contract';
import type { Db } from '../../db/db';
import { moneyError } from '../../http/money-error';
import type { Clock } from '../../security/clock';
import { verifyDummyPassword, verifyPassword } from '../../security/password-hasher';
import { newToken, sha256Hex } from '../../security/tokens';
import type { Attempts } from '../attempts';
import { auditRepository } from './repository-audit';
import { operatorsRepository } from './repository';

export const OPERATOR_SESSION = { idleMs: 8 * 60 * 60_000, absoluteMs: 12 * 60 * 60_000 } as const;
export const OPERATOR_LOGIN_TRIES = 10;
const LOCK_WINDOW_MS = 15 * 60_000;
/**
 * Wrong passwords per operator name, from anywhere: operators move money, so unlike players' their lock is not per client;
 * a right password starts the count again.
 */
const OPERATOR_LOGIN = {
  scope: 'ops-login',
  lockAt: OPERATOR_LOGIN_TRIES,
  lockMs: LOCK_WINDOW_MS,
  windowMs: LOCK_WINDOW_MS,
} as const;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Who is calling the operator API. */
export type OperatorContext = { id: bigint; username: string; role: OperatorRole; tokenHash: string; ip: string };

/** support < cashier < admin: each role may do what the ones before it may. */
export const roleAllows = (role: OperatorRole, needed: OperatorRole) =>
  OPERATOR_ROLES.indexOf(role) >= OPERATOR_ROLES.indexOf(needed);

type Deps = { db: Db; merchant: string; clock: Clock; attempts: Attempts };

/** Operator log-in and sessions: argon2id passwords, hashed tokens, a lock after repeated failures, every attempt audited. */
export function createOperatorAuth({ db, merchant, clock, attempts }: Deps) {
  const operators = operatorsRepository(db);
  const audit = auditRepository(db);

  return {
    async login(username: string, password: string, ip: string): Promise<OperatorSession> {
      const name = username.trim().toLowerCase();
      // counted before the password is checked: a burst of parallel guesses checks at most the limit
      const attempt = await attempts.take([{ rule: OPERATOR_LOGIN, subject: name }]);
      if (attempt.refusedForMs > 0) throw moneyError('operatorLocked');
      const operator = await operators.byName(merchant, name);
      const valid = operator
        ? await verifyPassword(operator.password_hash, password)
        : await verifyDummyPassword(password);
      if (!operator || !valid || operator.status !== 'active') {
        await attempts.failed(attempt);
        await audit.append({
          merchant,
          operatorId: operator?.id ?? null,
          operator: name,
          action: 'login.failed',
          subject: `operator:${name}`,
          detail: {},
          ip,
        });
        throw moneyError('operatorLoginFailed');
      }
      await attempts.succeeded(attempt, () => true);
      const token = newToken();
      const now = clock();
      await operators.insertSession(
        sha256Hex(token),
        operator.id,
        new Date(now),
        new Date(now + OPERATOR_SESSION.idleMs),
        new Date(now + OPERATOR_SESSION.absoluteMs),
      );
      await audit.append({
        merchant,
        operatorId: operator.id,
        operator: operator.username,
        action: 'login',
        subject: `operator:${operator.username}`,
        detail: {},
        ip,
      });
      return { token, username: operator.username, role: operator.role, expiresAt: now + OPERATOR_SESSION.absoluteMs };
    },

    async authenticate(rawToken: string | undefined, ip: string): Promise<OperatorContext> {
      if (!rawToken || !TOKEN_SHAPE.test(rawToken)) throw moneyError('operatorNotLoggedIn');
      const tokenHash = sha256Hex(rawToken);
      const row = await operators.session(tokenHash);
      const now = clock();
      if (!row || row.merchant !== merchant || row.ended_at || row.status !== 'active')
        throw moneyError('operatorNotLoggedIn');
      if (row.idle_expires_at.getTime() <= now || row.absolute_expires_at.getTime() <= now)
        throw moneyError('operatorNotLoggedIn');
      await operators.touch(
        tokenHash,
        new Date(Math.min(now + OPERATOR_SESSION.idleMs, row.absolute_expires_at.getTime())),
      );
      return { id: row.id, username: row.username, role: row.role, tokenHash, ip };
    },

    /**
     * Whether the operator session of `tokenHash` is still live, without counting the look-up as use (the live chat
     * desk's socket asks now and then; an open desk alone must not keep a session from idling out).
     */
    async isLive(tokenHash: string): Promise<boolean> {
      const row = await operators.session(tokenHash);
      const now = clock();
      return Boolean(
        row &&
        row.merchant === merchant &&
        !row.ended_at &&
        row.status === 'active' &&
        row.idle_expires_at.getTime() > now &&
        row.absolute_expires_at.getTime() > now,
      );
    },

    async logout(context: OperatorContext): Promise<void> {
      await operators.end(context.tokenHash, new Date(clock()));
      await audit.append({
        merchant,
        operatorId: context.id,
        operator: context.username,
        action: 'logout',
        subject: `operator:${context.username}`,
        detail: {},
        ip: context.ip,
      });
    },
  };
}

export type OperatorAuth = ReturnType<typeof createOperatorAuth>;
