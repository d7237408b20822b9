import { createHash } from 'node:crypto';
import { codedRemark, MONEY_REMARK_ENGLISH, paymentCallbackSchema, type PaymentCallback } from '@palaro/contract';
import type { MerchantConfig } from '../../config/merchant-schema';
import type { Db, Queryable } from '../../db/db';
import { invalidRequest } from '../../http/api-error';
import { moneyError } from '../../http/money-error';
import type { Clock } from '../../security/clock';
import type { LedgerService } from '../ledger';
import { remarkMetadata } from '../reports';
import type { PaymentGateway } from './gateway';
import { depositsRepository, type DepositRow } from './repository';

type Deps = {
  db: Db;
  ledger: LedgerService;
  merchant: MerchantConfig;
  gateways: Record<string, PaymentGateway>;
  clock: Clock;
};

/** Written in the same transaction as the decision (operator audit). */
export type DecisionHook = (tx: Queryable, before: DepositRow) => Promise<void>;
export type Decision = { operatorId: bigint | null; remark: string | null };

const SETTLEABLE = new Set(['pending', 'expired', 'failed']);

/** Where deposits end: credited once (operator approval or a paid callback), rejected, or failed. */
export function createDepositSettlement({ db, ledger, merchant, gateways, clock }: Deps) {
  const code = merchant.merchantCode;

  /** Locks the order, checks it may change, credits it: clearing -> player main, keyed by the deposit id. */
  async function credit(tx: Queryable, row: DepositRow, decision: Decision & { gatewayReference?: string }) {
    const posted = await ledger.postIn(tx, {
      merchant: code,
      kind: 'deposit',
      reference: `deposit:${row.id}`,
      idempotencyKey: `deposit:${row.id}`,
      entries: [
        { account: await ledger.merchantAccountId(code, 'payment_clearing', row.currency), amount: -row.amount },
        { account: await ledger.walletAccountId(code, row.account_id, row.currency, 'main'), amount: row.amount },
      ],
      metadata: {
        depositId: row.id.toString(),
        method: row.method_id,
        ...remarkMetadata(codedRemark('deposit.credited', { method: row.method_name })),
      },
    });
    await depositsRepository(tx).markSucceeded(row.id, posted.transactionId, { ...decision, now: new Date(clock()) });
  }

  async function locked(tx: Queryable, id: bigint): Promise<DepositRow> {
    const row = await depositsRepository(tx).byId(id, true);
    if (!row || row.merchant !== code) throw moneyError('orderUnknown');
    return row;
  }

  // account ids are opened (and cached) before the transaction takes its connection, so no post waits on a second one
  const warm = async (id: bigint) => {
    const row = await depositsRepository(db).byId(id);
    if (!row) throw moneyError('orderUnknown');
    await ledger.walletAccountId(code, row.account_id, row.currency, 'main');
    await ledger.merchantAccountId(code, 'payment_clearing', row.currency);
    return row;
  };
  return {
    /** Operator approval of a pending deposit: credited once. */
    async approve(id: bigint, decision: Decision, hook?: DecisionHook): Promise<DepositRow> {
      await warm(id);
      return ledger.transaction(async (tx) => {
        const row = await locked(tx, id);
        if (row.status !== 'pending') throw moneyError('orderNotPending', { value: { status: row.status } });
        await credit(tx, row, decision);
        await hook?.(tx, row);
        return (await depositsRepository(tx).byId(id)) ?? row;
      });
    },

    /** Operator rejection of a pending deposit: nothing is credited; the reason is shown to the player. */
    async reject(id: bigint, decision: Decision & { remark: string }, hook?: DecisionHook): Promise<DepositRow> {
      return ledger.transaction(async (tx) => {
        const row = await locked(tx, id);
        if (row.status !== 'pending') throw moneyError('orderNotPending', { value: { status: row.status } });
        await depositsRepository(tx).markEnded(id, 'rejected', { ...decision, now: new Date(clock()) });
        await hook?.(tx, row);
        return (await depositsRepository(tx).byId(id)) ?? row;
      });
    },

    /** A gateway webhook: signature and freshness, then each event once; a paid order is credited exactly once. */
    /** Whether `gatewayName` is a gateway this merchant uses (its callback route exists only then). */
    serves: (gatewayName: string): boolean => Object.hasOwn(gateways, gatewayName),

    async callback(gatewayName: string, rawBody: string, signature: string | undefined) {
      const gateway = gateways[gatewayName];
      if (!gateway || !(await gateway.verifyCallback(rawBody, signature, clock())))
        throw moneyError('callbackSignature');
      let event: PaymentCallback;
      try {
        event = paymentCallbackSchema.parse(JSON.parse(rawBody));
      } catch {
        throw invalidRequest('The callback body is not a payment event');
      }
      const id = BigInt(event.orderId);
      const before = await warm(id);
      if (before.gateway !== gatewayName) throw moneyError('orderUnknown');
      if (before.amount !== BigInt(event.amount) || before.currency !== event.currency)
        throw moneyError('callbackMismatch');
      const bodySha256 = createHash('sha256').update(rawBody).digest('hex');
      return ledger.transaction(async (tx) => {
        const row = await locked(tx, id);
        if (!(await depositsRepository(tx).recordCallback(gatewayName, event.eventId, id, event.status, bodySha256))) {
          throw moneyError('callbackReplayed');
        }
        let credited = false;
        if (event.status === 'paid' && SETTLEABLE.has(row.status)) {
          await credit(tx, row, { operatorId: null, remark: null, gatewayReference: event.gatewayReference });
          credited = true;
        } else if (event.status === 'failed' && row.status === 'pending') {
          await depositsRepository(tx).markEnded(id, 'failed', {
            operatorId: null,
            remark: MONEY_REMARK_ENGLISH['deposit.declined'],
            gatewayReference: event.gatewayReference,
            now: new Date(clock()),
          });
        }
        const after = (await depositsRepository(tx).byId(id)) ?? row;
        return { orderId: id.toString(), status: after.status, credited };
      });
    },
  };
}

export type DepositSettlement = ReturnType<typeof createDepositSettlement>;
