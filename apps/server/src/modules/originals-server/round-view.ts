import type { OriginalsBet, OriginalsRound, OriginalsResult } from '@palaro/contract';
import type { RoundViewRow } from './repository-rounds';

const STATUS = {
  betting: 'pending',
  drawn: 'pending',
  paid: 'pending',
  settled: 'settled',
  refused: 'refused',
  rolled_back: 'rolledBack',
} as const;

/** A stored round as the player sees it; the server seed itself never appears here. */
export function roundView(row: RoundViewRow): OriginalsRound {
  const drawn = row.nonce !== null && row.server_seed_hash !== null && row.client_seed !== null;
  return {
    roundId: row.round_id,
    gameCode: row.game_code,
    status: STATUS[row.status],
    createdAt: row.created_at.getTime(),
    bet: row.bet as OriginalsBet,
    totalBet: row.total_bet.toString(),
    totalWin: row.total_win === null ? null : row.total_win.toString(),
    fairness: drawn
      ? { serverSeedHash: row.server_seed_hash ?? '', clientSeed: row.client_seed ?? '', nonce: row.nonce ?? 0 }
      : null,
    revealed: drawn && row.revealed_at !== null,
    result:
      row.outcome === null
        ? null
        : ({ engine: row.engine, outcome: row.outcome, details: row.details } as OriginalsResult),
    balanceAfter: row.status === 'settled' && row.balance_after !== null ? row.balance_after.toString() : null,
  };
}
