import type { OperatorRole } from '@palaro/contract';
import type { Db, Queryable } from '../../db/db';
import { moneyError } from '../../http/money-error';
import { pageOf } from '../../http/page-of';
import { hashPassword } from '../../security/password-hasher';
import { auditRepository } from './repository-audit';
import { operatorsRepository } from './repository';
import type { OperatorContext } from './service-auth';

type Deps = { db: Db; merchant: string };

/**
 * Records what an operator did, in the same database transaction as the change itself; every module's operator
 * routes call it for each change they make.
 */
export type Audit = (
  tx: Queryable,
  who: OperatorContext,
  action: string,
  subject: string,
  detail: Record<string, unknown>,
) => Promise<void>;

/** The operators themselves: the audit trail of every change, and new operators (admins only). */
export function createOperatorService({ db, merchant }: Deps) {
  const audit: Audit = async (tx, who, action, subject, detail) => {
    await auditRepository(tx).append({
      merchant,
      operatorId: who.id,
      operator: who.username,
      action,
      subject,
      detail,
      ip: who.ip,
    });
  };

  return {
    audit,

    async auditPage(query: { pageNo: number; pageSize: number; action?: string | undefined }) {
      const { rows, total } = await auditRepository(db).page(merchant, query.action, query.pageNo, query.pageSize);
      const list = rows.map((row) => ({
        id: row.id.toString(),
        operator: row.operator,
        action: row.action,
        subject: row.subject,
        detail: row.detail,
        ip: row.ip,
        createdAt: row.created_at.toISOString(),
      }));
      return pageOf(list, total, query);
    },

    async createOperator(who: OperatorContext, input: { username: string; password: string; role: OperatorRole }) {
      const hash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const id = await operatorsRepository(tx).insert(merchant, input.username, hash, input.role);
        if (id === undefined) throw moneyError('operatorExists');
        await audit(tx, who, 'operator.create', `operator:${input.username}`, { role: input.role });
        return { id: id.toString(), username: input.username, role: input.role };
      });
    },
  };
}

export type OperatorService = ReturnType<typeof createOperatorService>;
