import type { GameRound, GameRoundQuery, VerifyRound } from '@palaro/contract';
import { roundKeyText, type PlayerRounds } from '../game-wallet';
import { gameError } from '../games';

type Deps = {
  rounds: Pick<PlayerRounds, 'named'>;
  /** The Originals' own check of the round from its seeds (the game server's records, never the report's). */
  fairness: (accountId: bigint, roundId: string) => Promise<VerifyRound>;
};

/** One of the player's rounds as the transaction report opens it: game, money and, for the Originals, its proof. */
export function createRoundDetailService({ rounds, fairness }: Deps) {
  return {
    async detail(accountId: bigint, query: GameRoundQuery): Promise<GameRound> {
      const found = (await rounds.named(accountId, [query])).get(roundKeyText(query));
      if (!found) throw gameError('roundUnknown');
      return {
        round: found.named,
        status: found.status,
        betTotal: found.bet_total.toString(),
        winTotal: found.win_total.toString(),
        refundTotal: found.refund_total.toString(),
        createdAt: found.created_at.toISOString(),
        closedAt: found.closed_at?.toISOString() ?? null,
        fairness: found.named.provablyFair ? await fairness(accountId, query.roundId) : null,
      };
    },
  };
}

export type RoundDetailService = ReturnType<typeof createRoundDetailService>;
