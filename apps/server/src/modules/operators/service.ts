import type { DepositStatus, OpsAdjustment, OperatorRole, WithdrawalStatus } from '@palaro/contract';
import type { MerchantConfig } from '../../config/merchant-schema';
import type { Db, Queryable } from '../../db/db';
import { moneyError } from '../../http/money-error';
import { dateOf } from '../../http/query-dates';
import { hashPassword } from '../../security/password-hasher';
import type { LedgerService } from '../ledger/service';
import type { WalletService } from '../ledger/wallet-service';
import { opsDepositView } from '../payments/deposit-view';
import { depositsRepository } from '../payments/repository';
import type { DepositSettlement } from '../payments/service-settlement';
import type { WithdrawalService } from '../withdrawals/service';
import { opsWithdrawalView } from '../withdrawals/view';
import { auditRepository } from './repository-audit';
import { operatorsRepository } from './repository';
import type { OperatorContext } from './service-auth';

type Deps = {
  db: Db;
  ledger: LedgerService;
  wallets: WalletService;
  merchant: MerchantConfig;
  settlement: DepositSettlement;
  withdrawals: WithdrawalService;
};
type ListQuery<S> = {
  pageNo: number;
  pageSize: number;
  status?: S | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** A player's user name, in any case. */
  player?: string | undefined;
};

const pageOf = <T>(list: T[], total: number, query: { pageNo: number; pageSize: number }) => ({
  list,
  pageNum: query.pageNo,
  totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
  total,
});

/** What operators do; every change is audited in the same database transaction as the change itself. */
export function createOperatorService({ db, ledger, wallets, merchant, settlement, withdrawals }: Deps) {
  const code = merchant.merchantCode;
  const audit = (
    tx: Queryable,
    who: OperatorContext,
    action: string,
    subject: string,
    detail: Record<string, unknown>,
  ) =>
    auditRepository(tx).append({
      merchant: code,
      operatorId: who.id,
      operator: who.username,
      action,
      subject,
      detail,
      ip: who.ip,
    });

  async function playerByName(username: string) {
    const player = await operatorsRepository(db).playerByName(code, username.trim().toLowerCase());
    if (!player) throw moneyError('playerUnknown');
    return player;
  }

  /** The account a list filter names: all when no name is given, null when nobody has that name. */
  async function playerFilter(player: string | undefined): Promise<bigint | undefined | null> {
    if (player === undefined) return undefined;
    // user names are stored in lower case (a CHECK of the accounts table)
    const found = await operatorsRepository(db).playerByName(code, player.trim().toLowerCase());
    return found?.id ?? null;
  }

  return {
    async deposits(query: ListQuery<DepositStatus>) {
      const accountId = await playerFilter(query.player);
      if (accountId === null) return pageOf([], 0, query);
      const { rows, total } = await depositsRepository(db).page({
        merchant: code,
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

    async withdrawals(query: ListQuery<WithdrawalStatus>) {
      const accountId = await playerFilter(query.player);
      if (accountId === null) return pageOf([], 0, query);
      const { rows, total } = await withdrawals.page({
        merchant: code,
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

    /** A signed amount on a player's main or bonus wallet, against the house, with a reason the player sees. */
    async adjust(who: OperatorContext, input: OpsAdjustment) {
      const player = await playerByName(input.username);
      const amount = BigInt(input.amount);
      const wallet = await ledger.walletAccountId(code, player.id, merchant.currency, input.wallet);
      const house = await ledger.merchantAccountId(code, 'house', merchant.currency);
      const key = `adjustment:${input.requestId}`;
      const posted = await ledger.transaction(async (tx) => {
        const result = await ledger.moveIn(tx, {
          merchant: code,
          kind: 'adjustment',
          reference: key,
          idempotencyKey: key,
          from: amount > 0n ? house : wallet,
          to: amount > 0n ? wallet : house,
          amount: amount > 0n ? amount : -amount,
          metadata: { reason: input.reason, operator: who.username, wallet: input.wallet },
        });
        if (!result.replayed) {
          await audit(tx, who, 'adjustment', `player:${player.username}`, {
            amount: input.amount,
            wallet: input.wallet,
            reason: input.reason,
            transactionId: result.transactionId.toString(),
          });
        }
        return result;
      });
      return {
        transactionId: posted.transactionId.toString(),
        replayed: posted.replayed,
        wallets: await wallets.summary(player.id),
      };
    },

    async playerWallet(username: string) {
      const player = await playerByName(username);
      return {
        username: player.username,
        playerId: player.id.toString(),
        memberType: player.member_type,
        wallets: await wallets.summary(player.id),
      };
    },

    async auditPage(query: { pageNo: number; pageSize: number; action?: string | undefined }) {
      const { rows, total } = await auditRepository(db).page(code, query.action, query.pageNo, query.pageSize);
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
        const id = await operatorsRepository(tx).insert(code, input.username, hash, input.role);
        if (id === undefined) throw moneyError('operatorExists');
        await audit(tx, who, 'operator.create', `operator:${input.username}`, { role: input.role });
        return { id: id.toString(), username: input.username, role: input.role };
      });
    },
  };
}

export type OperatorService = ReturnType<typeof createOperatorService>;
