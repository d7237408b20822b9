import {
  codedRemark,
  formatMinorUnits,
  freeTextRemark,
  maskAccountNumber,
  minorDigitsOf,
  moneyRemarkEnglish,
  type BankCard,
  type MoneyRemark,
  type OpsWithdrawal,
  type Withdrawal,
} from '@palaro/contract';
import type { BankCardRow, WithdrawalRow } from './repository';

export function bankCardView(row: BankCardRow): BankCard {
  return {
    id: row.id.toString(),
    bankCode: row.bank_code,
    bankName: row.bank_name,
    payeeName: row.payee_name,
    accountNumberMasked: maskAccountNumber(row.account_number),
    createdAt: row.created_at.toISOString(),
  };
}

/** A paid withdrawal names its payout reference; an operator's remark or rejection reason follows as typed. */
function remarkOf(row: WithdrawalRow): MoneyRemark | null {
  if (row.payout_reference)
    return codedRemark('withdrawal.paidReference', { reference: row.payout_reference }, row.remark);
  return freeTextRemark(row.remark);
}

export function withdrawalView(row: WithdrawalRow): Withdrawal {
  const remark = remarkOf(row);
  return {
    id: row.id.toString(),
    amount: row.amount.toString(),
    amountDisplay: formatMinorUnits(row.amount, minorDigitsOf(row.currency)),
    currency: row.currency,
    status: row.status,
    bankName: row.bank_name,
    payeeName: row.payee_name,
    accountNumberMasked: maskAccountNumber(row.account_number),
    remark: moneyRemarkEnglish(remark),
    remarkDetail: remark,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
  };
}

export function opsWithdrawalView(row: WithdrawalRow): OpsWithdrawal {
  return {
    ...withdrawalView(row),
    player: row.username,
    playerId: row.account_id.toString(),
    accountNumber: row.account_number,
    bankCode: row.bank_code,
    decidedBy: row.decided_by_name,
  };
}
