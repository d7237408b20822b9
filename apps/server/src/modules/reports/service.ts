import {
  formatMinorUnits,
  minorDigitsOf,
  moneyRemarkEnglish,
  TX_CODES,
  type MemberTransaction,
  type MemberTransactionPage,
  type MemberTransactionQuery,
  type TxCode,
  type TxCodeList,
} from '@palaro/contract';
import type { MerchantConfig } from '../../config/merchant-schema';
import type { LedgerService } from '../ledger/service';
import type { OwnerStatementLine } from '../ledger/owner-statement';
import { dateOf } from '../../http/query-dates';
import { remarkOfMetadata } from './remark-metadata';

const TX_NAMES: Record<TxCode, string> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  bet: 'Bet',
  win: 'Win',
  rollback: 'Rollback',
  transfer: 'Transfer',
  bonus: 'Bonus',
  rebate: 'Rebate',
  adjustment: 'Adjustment',
};

const WALLET_OF = { player_main: 'main', player_bonus: 'bonus', player_vendor: 'vendor' } as const;

/** The member's transaction report over every wallet (MemberTransaction, TxCodeList). */
export function createReportService({ ledger, merchant }: { ledger: LedgerService; merchant: MerchantConfig }) {
  const digits = minorDigitsOf(merchant.currency);
  const lineOf = (line: OwnerStatementLine): MemberTransaction => {
    const remark = remarkOfMetadata(line.kind, line.metadata);
    return {
      transactionId: line.transactionId.toString(),
      txCode: line.kind,
      wallet: WALLET_OF[line.accountKind as keyof typeof WALLET_OF] ?? 'main',
      vendor: line.vendor,
      amount: line.amount.toString(),
      amountDisplay: formatMinorUnits(line.amount, digits),
      balanceAfter: line.balanceAfter.toString(),
      balanceAfterDisplay: formatMinorUnits(line.balanceAfter, digits),
      reference: line.reference,
      remark: moneyRemarkEnglish(remark),
      remarkDetail: remark,
      createdAt: line.createdAt.toISOString(),
    };
  };

  return {
    txCodes: (): TxCodeList => TX_CODES.map((txCode) => ({ txCode, i18nKey: `tx_${txCode}`, name: TX_NAMES[txCode] })),

    async memberTransactions(ownerId: bigint, query: MemberTransactionQuery): Promise<MemberTransactionPage> {
      const page = await ledger.ownerStatement(ownerId, {
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        kinds: query.txCodes,
        from: dateOf(query.from),
        to: dateOf(query.to),
      });
      return { list: page.lines.map(lineOf), pageNum: page.pageNum, totalPages: page.totalPages, total: page.total };
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
