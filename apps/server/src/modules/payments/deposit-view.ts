import {
  codedRemark,
  formatMinorUnits,
  freeTextRemark,
  minorDigitsOf,
  moneyRemarkEnglish,
  type Deposit,
  type MoneyRemark,
  type OpsDeposit,
} from '@palaro/contract';
import type { DepositRow } from './repository';

/** Failed and expired deposits say why in the system's words; otherwise the remark is what an operator typed. */
function remarkOf(row: DepositRow): MoneyRemark | null {
  if (row.status === 'failed') return codedRemark('deposit.declined');
  if (row.status === 'expired') return codedRemark('deposit.expired');
  return freeTextRemark(row.remark);
}

/** A deposit as the player sees it. */
export function depositView(row: DepositRow): Deposit {
  const remark = remarkOf(row);
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
    remark: moneyRemarkEnglish(remark),
    remarkDetail: remark,
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
