import { formatMinorUnits, minorDigitsOf, type Deposit, type OpsDeposit } from '@palaro/contract';
import type { DepositRow } from './repository';

/** A deposit as the player sees it. */
export function depositView(row: DepositRow): Deposit {
  return {
    id: row.id.toString(),
    methodId: row.method_id,
    methodName: row.method_name,
    type: row.method_type,
    amount: row.amount.toString(),
    amountDisplay: formatMinorUnits(row.amount, minorDigitsOf(row.currency)),
    currency: row.currency,
    status: row.status,
    bankAccount: row.bank_account_label,
    transferReference: row.transfer_reference,
    hasReceipt: row.has_receipt,
    remark: row.remark,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
  };
}

/** A deposit as operators see it. */
export function opsDepositView(row: DepositRow): OpsDeposit {
  return {
    ...depositView(row),
    player: row.username,
    playerId: row.account_id.toString(),
    payerName: row.payer_name,
    gatewayReference: row.gateway_reference,
    decidedBy: row.decided_by_name,
  };
}
