import type { GameCategory, GameRecordPage, GameRecordQuery, GameRecordRow } from '@palaro/contract';
import { dateOf } from '../../http/query-dates';
import type { PlayerRounds, RecordRound } from '../game-wallet';

/** net = win + refund - bet: what the round gave back to the player beyond the stake (negative: lost). */
const netOf = (bet: bigint, win: bigint, refund: bigint) => (win + refund - bet).toString();

const rowOf = (round: RecordRound): GameRecordRow => ({
  round: round.named,
  // games.game_type is checked against the same list as the contract's categories (migration 0005)
  category: round.category as GameCategory,
  status: round.status,
  betTotal: round.bet_total.toString(),
  winTotal: round.win_total.toString(),
  refundTotal: round.refund_total.toString(),
  net: netOf(round.bet_total, round.win_total, round.refund_total),
  createdAt: round.created_at.toISOString(),
  closedAt: round.closed_at?.toISOString() ?? null,
});

/** The game record (SPEC 2.1 /m/gameRecord): the player's own rounds of every game source, with the period's totals. */
export function createGameRecordService({ rounds }: { rounds: Pick<PlayerRounds, 'records'> }) {
  return {
    async records(accountId: bigint, query: GameRecordQuery): Promise<GameRecordPage> {
      const { rounds: found, totals } = await rounds.records(
        { accountId, from: dateOf(query.from), to: dateOf(query.to), category: query.category },
        { limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize },
      );
      const total = Number(totals.rounds);
      return {
        list: found.map(rowOf),
        pageNum: query.pageNo,
        totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
        total,
        totals: {
          rounds: total,
          betTotal: totals.bet_total.toString(),
          winTotal: totals.win_total.toString(),
          refundTotal: totals.refund_total.toString(),
          net: netOf(totals.bet_total, totals.win_total, totals.refund_total),
        },
      };
    },
  };
}

export type GameRecordService = ReturnType<typeof createGameRecordService>;
