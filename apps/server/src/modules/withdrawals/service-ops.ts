import type { WithdrawalStatus } from '@palaro/contract';
import { pageOf, type ListQuery } from '../../http/page-of';
import { dateOf } from '../../http/query-dates';
import type { PlayerLookup } from '../accounts';
import type { Audit } from '../operators';
import type { OperatorContext } from '../operators';
import type { WithdrawalService } from './service';
import { opsWithdrawalView } from './view';

type Deps = { merchant: string; withdrawals: WithdrawalService; players: PlayerLookup; audit: Audit };

/** What operators do with withdrawals; every decision is audited in the same transaction as the decision. */
export function createWithdrawalDesk({ merchant, withdrawals, players, audit }: Deps) {
  return {
    async withdrawals(query: ListQuery<WithdrawalStatus>) {
      const accountId = await players.filter(query.player);
      if (accountId === null) return pageOf([], 0, query);
      const { rows, total } = await withdrawals.page({
        merchant,
        accountId,
        status: query.status,
        from: dateOf(query.from),
        to: dateOf(query.to),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      });
      return pageOf(rows.map(opsWithdrawalView), total, query);
    },

    async approveWithdrawal(who: OperatorContext, id: bigint, remark: string | null, payoutReference: string | null) {
      const row = await withdrawals.approve(id, { operatorId: who.id, remark, payoutReference }, (tx, before) =>
        audit(tx, who, 'withdrawal.approve', `withdrawal:${id}`, {
          player: before.username,
          amount: before.amount.toString(),
          remark,
          payoutReference,
        }),
      );
      return opsWithdrawalView(row);
    },

    async rejectWithdrawal(who: OperatorContext, id: bigint, reason: string) {
      const row = await withdrawals.reject(id, { operatorId: who.id, remark: reason }, (tx, before) =>
        audit(tx, who, 'withdrawal.reject', `withdrawal:${id}`, {
          player: before.username,
          amount: before.amount.toString(),
          reason,
        }),
      );
      return opsWithdrawalView(row);
    },
  };
}

export type WithdrawalDesk = ReturnType<typeof createWithdrawalDesk>;
