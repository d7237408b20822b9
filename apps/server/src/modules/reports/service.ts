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
import type { LedgerService } from '../ledger';
import type { OwnerStatementLine } from '../ledger';
import { dateOf } from '../../http/query-dates';
import { roundKeyOf, roundKeyText, type PlayerRound, type PlayerRounds, type RoundKey } from '../game-wallet';
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
export function createReportService({
  ledger,
  merchant,
  rounds,
}: {
  ledger: LedgerService;
  merchant: MerchantConfig;
  rounds: Pick<PlayerRounds, 'named'>;
}) {
  const digits = minorDigitsOf(merchant.currency);
  const lineOf = (line: OwnerStatementLine, named: ReadonlyMap<string, PlayerRound>): MemberTransaction => {
    const key = roundKeyOf(line.reference);
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
      round: key ? (named.get(roundKeyText(key))?.named ?? null) : null,
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
      const keys = page.lines
        .map((line) => roundKeyOf(line.reference))
        .filter((key): key is RoundKey => key !== undefined);
      const named = await rounds.named(ownerId, keys);
      return {
        list: page.lines.map((line) => lineOf(line, named)),
        pageNum: page.pageNum,
        totalPages: page.totalPages,
        total: page.total,
      };
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
