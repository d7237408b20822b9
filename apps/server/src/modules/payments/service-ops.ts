import type { DepositStatus } from '@palaro/contract';
import type { Db } from '../../db/db';
import { pageOf, type ListQuery } from '../../http/page-of';
import { dateOf } from '../../http/query-dates';
import type { PlayerLookup } from '../accounts';
import type { Audit } from '../operators';
import type { OperatorContext } from '../operators';
import { opsDepositView } from './deposit-view';
import { depositsRepository } from './repository';
import type { DepositSettlement } from './service-settlement';

type Deps = { db: Db; merchant: string; settlement: DepositSettlement; players: PlayerLookup; audit: Audit };

/** What operators do with deposits; every decision is audited in the same transaction as the decision. */
export function createDepositDesk({ db, merchant, settlement, players, audit }: Deps) {
  return {
    async deposits(query: ListQuery<DepositStatus>) {
      const accountId = await players.filter(query.player);
      if (accountId === null) return pageOf([], 0, query);
      const { rows, total } = await depositsRepository(db).page({
        merchant,
        accountId,
        status: query.status,
        from: dateOf(query.from),
        to: dateOf(query.to),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      });
      return pageOf(rows.map(opsDepositView), total, query);
    },

    receipt: (id: bigint) => depositsRepository(db).receipt(id),

    async approveDeposit(who: OperatorContext, id: bigint, remark: string | null) {
      const row = await settlement.approve(id, { operatorId: who.id, remark }, (tx, before) =>
        audit(tx, who, 'deposit.approve', `deposit:${id}`, {
          player: before.username,
          amount: before.amount.toString(),
          remark,
        }),
      );
      return opsDepositView(row);
    },

    async rejectDeposit(who: OperatorContext, id: bigint, reason: string) {
      const row = await settlement.reject(id, { operatorId: who.id, remark: reason }, (tx, before) =>
        audit(tx, who, 'deposit.reject', `deposit:${id}`, {
          player: before.username,
          amount: before.amount.toString(),
          reason,
        }),
      );
      return opsDepositView(row);
    },
  };
}

export type DepositDesk = ReturnType<typeof createDepositDesk>;
