import { createHash } from 'node:crypto';
import {
  codedRemark,
  formatMinorUnits,
  minorDigitsOf,
  type WithdrawInfo,
  type WithdrawReport,
  type WithdrawReportQuery,
  type WithdrawRequest,
  type WithdrawValue,
} from '@palaro/contract';
import type { MerchantConfig } from '../../config/merchant-schema';
import type { Db, Queryable } from '../../db/db';
import { moneyError } from '../../http/money-error';
import { dateOf } from '../../http/query-dates';
import type { Clock } from '../../security/clock';
import { walletError } from '../ledger';
import type { LedgerService } from '../ledger';
import { remarkMetadata } from '../reports';
import { withdrawalsRepository, type WithdrawalRow } from './repository';
import type { PaymentPasswordService } from './service-payment-password';
import { bankCardView, withdrawalView } from './view';

type Deps = {
  db: Db;
  ledger: LedgerService;
  merchant: MerchantConfig;
  passwords: PaymentPasswordService;
  clock: Clock;
};

/** Written in the same transaction as the decision (operator audit). */
export type WithdrawalDecisionHook = (tx: Queryable, before: WithdrawalRow) => Promise<void>;

const startOfUtcDay = (now: number) => new Date(Math.floor(now / 86_400_000) * 86_400_000);

/** Withdrawals: held in the pending account at request time, then paid out or returned by an operator. */
export function createWithdrawalService({ db, ledger, merchant, passwords, clock }: Deps) {
  const repo = withdrawalsRepository(db);
  const code = merchant.merchantCode;
  const currency = merchant.currency;
  const digits = minorDigitsOf(currency);
  const limits = merchant.withdrawal;
  const mainOf = (accountId: bigint) => ledger.walletAccountId(code, accountId, currency, 'main');
  const pendingAccount = () => ledger.merchantAccountId(code, 'pending_withdrawal', currency);
  const mainBalance = async (accountId: bigint) =>
    (await ledger.balances(accountId)).find(
      (account) => account.kind === 'player_main' && account.currency === currency,
    )?.balance ?? 0n;

  const replayOf = (row: WithdrawalRow, hash: string) => {
    if (row.request_hash !== hash) throw walletError('idempotencyConflict', { withdrawalId: row.id.toString() });
    return row;
  };

  /** Locks the order and checks it is still pending; the ledger accounts are locked after it by postIn. */
  async function lockedPending(tx: Queryable, id: bigint): Promise<WithdrawalRow> {
    const row = await withdrawalsRepository(tx).byId(id, true);
    if (!row || row.merchant !== code) throw moneyError('orderUnknown');
    if (row.status !== 'pending') throw moneyError('orderNotPending', { value: { status: row.status } });
    return row;
  }

  return {
    async info(accountId: bigint): Promise<WithdrawInfo> {
      const withdrawable = await mainBalance(accountId);
      return {
        currency,
        currencySymbol: merchant.currencySymbol,
        withdrawable: withdrawable.toString(),
        withdrawableDisplay: formatMinorUnits(withdrawable, digits),
        minAmount: String(limits.minAmount),
        maxAmount: String(limits.maxAmount),
        dailyCount: await repo.countSince(accountId, startOfUtcDay(clock())),
        dailyLimit: limits.dailyLimit,
        pendingAmount: (await repo.pendingTotal(accountId)).toString(),
        hasWithdrawalPassword: await passwords.has(accountId),
        cards: (await repo.cards(accountId)).map(bankCardView),
        maxCards: limits.maxBankCards,
      };
    },

    async withdraw(accountId: bigint, input: WithdrawRequest): Promise<WithdrawValue> {
      const amount = BigInt(input.amount);
      if (amount < BigInt(limits.minAmount) || amount > BigInt(limits.maxAmount)) {
        throw moneyError('amountOutOfRange', {
          value: { minAmount: String(limits.minAmount), maxAmount: String(limits.maxAmount) },
        });
      }
      const hash = createHash('sha256')
        .update(JSON.stringify([input.amount, input.bankCardId]))
        .digest('hex');
      await passwords.verify(accountId, input.paymentPassword);
      const answer = async (row: WithdrawalRow, left?: bigint) => {
        const withdrawable = left ?? (await mainBalance(accountId));
        return {
          withdrawal: withdrawalView(row),
          withdrawable: withdrawable.toString(),
          withdrawableDisplay: formatMinorUnits(withdrawable, digits),
        };
      };
      const earlier = await repo.byRequest(accountId, input.requestId);
      if (earlier) return answer(replayOf(earlier, hash));

      const card = await repo.card(accountId, BigInt(input.bankCardId));
      if (!card) throw moneyError('bankCardUnknown');
      const main = await mainOf(accountId);
      const pending = await pendingAccount();
      const key = `withdrawal-hold:${accountId}:${input.requestId}`;
      const { row, left } = await ledger.transaction(async (tx) => {
        const locked = withdrawalsRepository(tx);
        await locked.lockPlayer(accountId);
        const again = await locked.byRequest(accountId, input.requestId);
        if (again) return { row: replayOf(again, hash), left: undefined };
        const today = await locked.countSince(accountId, startOfUtcDay(clock()));
        if (today >= limits.dailyLimit) throw moneyError('withdrawDailyLimit', { value: { limit: limits.dailyLimit } });
        const posted = await ledger.moveIn(tx, {
          merchant: code,
          kind: 'withdrawal',
          reference: key,
          idempotencyKey: key,
          from: main,
          to: pending,
          amount,
          metadata: {
            ...remarkMetadata(codedRemark('withdrawal.requested', { bank: card.bank_name })),
            bank: card.bank_name,
          },
        });
        const id = await locked.insert({
          merchant: code,
          accountId,
          requestId: input.requestId,
          requestHash: hash,
          amount,
          currency,
          card,
          holdTxId: posted.transactionId,
          now: new Date(clock()),
        });
        const stored = await locked.byId(id);
        if (!stored) throw new Error('withdrawal not readable after insert');
        return { row: stored, left: posted.entries.find((entry) => entry.accountId === main)?.balanceAfter };
      });
      return answer(row, left);
    },

    async report(accountId: bigint, query: WithdrawReportQuery): Promise<WithdrawReport> {
      const { rows, total } = await repo.page({
        merchant: code,
        accountId,
        status: query.status,
        from: dateOf(query.from),
        to: dateOf(query.to),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      });
      return {
        list: rows.map(withdrawalView),
        pageNum: query.pageNo,
        totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
        total,
      };
    },

    /** Paid out: the held amount leaves through payment clearing. */
    async approve(
      id: bigint,
      decision: { operatorId: bigint; remark: string | null; payoutReference: string | null },
      hook?: WithdrawalDecisionHook,
    ) {
      const pending = await pendingAccount();
      const clearing = await ledger.merchantAccountId(code, 'payment_clearing', currency);
      return ledger.transaction(async (tx) => {
        const row = await lockedPending(tx, id);
        const posted = await ledger.moveIn(tx, {
          merchant: code,
          kind: 'withdrawal',
          reference: `withdrawal:${id}`,
          idempotencyKey: `withdrawal-payout:${id}`,
          from: pending,
          to: clearing,
          amount: row.amount,
          metadata: { withdrawalId: id.toString(), ...remarkMetadata(codedRemark('withdrawal.paid')) },
        });
        await withdrawalsRepository(tx).decide(id, {
          status: 'success',
          finalTxId: posted.transactionId,
          now: new Date(clock()),
          ...decision,
        });
        await hook?.(tx, row);
        return (await withdrawalsRepository(tx).byId(id)) ?? row;
      });
    },

    /** Rejected: the held amount returns to the player's main wallet. */
    async reject(id: bigint, decision: { operatorId: bigint; remark: string }, hook?: WithdrawalDecisionHook) {
      const before = await repo.byId(id);
      if (!before || before.merchant !== code) throw moneyError('orderUnknown');
      const pending = await pendingAccount();
      const main = await mainOf(before.account_id);
      return ledger.transaction(async (tx) => {
        const row = await lockedPending(tx, id);
        const posted = await ledger.moveIn(tx, {
          merchant: code,
          kind: 'withdrawal',
          reference: `withdrawal:${id}`,
          idempotencyKey: `withdrawal-return:${id}`,
          from: pending,
          to: main,
          amount: row.amount,
          metadata: {
            withdrawalId: id.toString(),
            ...remarkMetadata(codedRemark('withdrawal.rejected', {}, decision.remark)),
          },
        });
        await withdrawalsRepository(tx).decide(id, {
          status: 'rejected',
          finalTxId: posted.transactionId,
          operatorId: decision.operatorId,
          remark: decision.remark,
          payoutReference: null,
          now: new Date(clock()),
        });
        await hook?.(tx, row);
        return (await withdrawalsRepository(tx).byId(id)) ?? row;
      });
    },

    page: (filter: Parameters<typeof repo.page>[0]) => repo.page(filter),
  };
}

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
