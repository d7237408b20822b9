import { createHash, randomBytes } from 'node:crypto';
import {
  maskAccountNumber,
  MEMBER_TYPE,
  type Deposit,
  type DepositMethods,
  type DepositReport,
  type DepositReportQuery,
  type GatewayDepositRequest,
  type GatewayDepositValue,
  type ManualDepositRequest,
} from '@palaro/contract';
import type { MerchantConfig } from '../../config/merchant-schema';
import type { PaymentMethodConfig } from '../../config/money-config-schema';
import type { Db } from '../../db/db';
import { moneyError } from '../../http/money-error';
import { dateOf } from '../../http/query-dates';
import type { Clock } from '../../security/clock';
import { walletError } from '../ledger';
import { depositView } from './deposit-view';
import type { PaymentGateway } from './gateway';
import { receiptFromBase64 } from './receipt-image';
import { depositsRepository, type DepositRow, type NewDeposit } from './repository';

type Deps = { db: Db; merchant: MerchantConfig; gateways: Record<string, PaymentGateway>; clock: Clock };
type Caller = { accountId: bigint; memberType: number };

const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');
const eligible = (memberType: number) => (MEMBER_TYPE.DEPOSIT_ELIGIBLE as readonly number[]).includes(memberType);

/** Deposits by the player: the methods of the merchant config, manual transfers and gateway payments, and their history. */
export function createDepositService({ db, merchant, gateways, clock }: Deps) {
  const deposits = depositsRepository(db);
  const { payments } = merchant;
  const code = merchant.merchantCode;

  const methodOf = (id: string, types: readonly string[]): PaymentMethodConfig => {
    const method = payments.methods.find((entry) => entry.id === id);
    if (!method || !types.includes(method.type)) throw moneyError('methodUnknown');
    return method;
  };
  const checkAmount = (amount: bigint, min: number, max: number) => {
    if (amount < BigInt(min) || amount > BigInt(max)) {
      throw moneyError('amountOutOfRange', { value: { minAmount: String(min), maxAmount: String(max) } });
    }
  };
  const checkCaller = (caller: Caller) => {
    if (!eligible(caller.memberType)) throw moneyError('depositNotAllowed');
  };

  /** Inserts a new order, or answers the earlier one of the same request id (a conflict if it asked for something else). */
  async function createOnce(caller: Caller, row: NewDeposit): Promise<DepositRow> {
    const earlier = await deposits.byRequest(caller.accountId, row.requestId);
    if (!earlier) {
      // the count and the insert under one lock per player, so parallel requests cannot all pass the count
      await db.transaction(async (tx) => {
        const locked = depositsRepository(tx);
        await locked.lockNewDeposits(caller.accountId);
        if (await locked.byRequest(caller.accountId, row.requestId)) return;
        if ((await locked.pendingCount(caller.accountId)) >= payments.maxPendingDeposits)
          throw moneyError('depositsPending');
        await locked.insert(row);
      });
    }
    const stored = earlier ?? (await deposits.byRequest(caller.accountId, row.requestId));
    if (!stored) throw new Error('deposit insert answered nothing');
    if (stored.request_hash !== row.requestHash)
      throw walletError('idempotencyConflict', { depositId: stored.id.toString() });
    return stored;
  }

  const base = (caller: Caller, method: PaymentMethodConfig, requestId: string, amount: bigint) => ({
    merchant: code,
    accountId: caller.accountId,
    requestId,
    methodId: method.id,
    methodName: method.name,
    methodType: method.type,
    amount,
    currency: merchant.currency,
  });

  return {
    methods(caller: Caller): DepositMethods {
      return {
        eligible: eligible(caller.memberType),
        currency: merchant.currency,
        currencySymbol: merchant.currencySymbol,
        methods: payments.methods.map((method) => ({
          id: method.id,
          type: method.type,
          name: method.name,
          logo: method.logo,
          minAmount: String(method.minAmount),
          maxAmount: String(method.maxAmount),
          presets: method.presets.map(String),
          bankAccounts: method.bankAccounts.map((account) => ({ ...account })),
        })),
      };
    },

    banks(methodId: string | undefined) {
      return payments.methods
        .filter((method) => method.type === 'manual' && (!methodId || method.id === methodId))
        .flatMap((method) => method.bankAccounts.map((account) => ({ methodId: method.id, ...account })));
    },

    async createManual(caller: Caller, input: ManualDepositRequest): Promise<Deposit> {
      checkCaller(caller);
      const method = methodOf(input.methodId, ['manual']);
      const bank = method.bankAccounts.find((account) => account.id === input.bankAccountId);
      if (!bank) throw moneyError('bankAccountUnknown');
      const amount = BigInt(input.amount);
      checkAmount(amount, method.minAmount, method.maxAmount);
      const receipt = input.receipt ? receiptFromBase64(input.receipt) : null;
      const requestHash = sha256(
        JSON.stringify([
          input.methodId,
          input.bankAccountId,
          input.amount,
          input.transferReference,
          input.payerName ?? null,
          receipt ? sha256(receipt.data) : null,
        ]),
      );
      const row = await createOnce(caller, {
        ...base(caller, method, input.requestId, amount),
        requestHash,
        gateway: null,
        bankAccountId: bank.id,
        bankAccountLabel: `${bank.bankName} ${maskAccountNumber(bank.accountNumber)}`,
        transferReference: input.transferReference,
        payerName: input.payerName || null,
        receipt,
        payToken: null,
        payExpiresAt: null,
      });
      return depositView(row);
    },

    async createGateway(caller: Caller, input: GatewayDepositRequest): Promise<GatewayDepositValue> {
      checkCaller(caller);
      const method = methodOf(input.methodId, ['gateway', 'ewallet']);
      const gateway = method.gateway ? gateways[method.gateway] : undefined;
      if (!gateway) throw moneyError('methodUnknown');
      const amount = BigInt(input.amount);
      checkAmount(amount, method.minAmount, method.maxAmount);
      const row = await createOnce(caller, {
        ...base(caller, method, input.requestId, amount),
        requestHash: sha256(JSON.stringify([input.methodId, input.amount])),
        gateway: gateway.name,
        bankAccountId: null,
        bankAccountLabel: null,
        transferReference: null,
        payerName: null,
        receipt: null,
        payToken: randomBytes(24).toString('base64url'),
        payExpiresAt: new Date(clock() + payments.paymentPageMinutes * 60_000),
      });
      return {
        deposit: depositView(row),
        payUrl: gateway.paymentUrl({ depositId: row.id, payToken: row.pay_token ?? '' }),
        expiresAt: row.pay_expires_at?.getTime() ?? 0,
      };
    },

    async report(accountId: bigint, query: DepositReportQuery): Promise<DepositReport> {
      await deposits.expireUnpaid(new Date(clock()), accountId);
      const { rows, total } = await deposits.page({
        merchant: code,
        accountId,
        status: query.status,
        from: dateOf(query.from),
        to: dateOf(query.to),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      });
      return {
        list: rows.map(depositView),
        pageNum: query.pageNo,
        totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
        total,
      };
    },

    async detail(accountId: bigint, id: bigint): Promise<Deposit> {
      await deposits.expireUnpaid(new Date(clock()), accountId);
      const row = await deposits.byId(id);
      if (!row || row.account_id !== accountId) throw moneyError('orderUnknown');
      return depositView(row);
    },
  };
}

export type DepositService = ReturnType<typeof createDepositService>;
