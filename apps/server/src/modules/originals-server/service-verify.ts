import type { OriginalsBet, OriginalsResult, Recomputation, RecomputeRequest, VerifyRound } from '@palaro/contract';
import type { Db } from '../../db/db';
import { withBigintsAsStrings } from '../originals';
import { originalsError } from './errors';
import type { OriginalsGameEntry, OriginalsGames, Recomputed } from './games';
import { roundsRepository as rounds } from './repository-rounds';
import { seedsRepository as seedPairs } from './repository-seeds';
import type { SessionRow } from './repository-sessions';
import { tablesRepository as tables } from './repository-tables';
import { roundView } from './round-view';
import { revealedSeeds } from './service-seeds';

function recomputation(game: OriginalsGameEntry, checked: Recomputed, currency: string): Recomputation {
  return {
    currency,
    serverSeedHash: checked.serverSeedHash,
    commitmentMatches: checked.commitmentMatches,
    outcomeMatches: checked.outcomeMatches,
    totalBet: checked.round.totalBet.toString(),
    totalWin: checked.round.totalWin.toString(),
    result: {
      engine: game.engine,
      outcome: withBigintsAsStrings(checked.round.outcome),
      details: withBigintsAsStrings(checked.round.details),
    } as OriginalsResult,
  };
}

/** Verification: a round is replayed from its revealed seed pair on the very table it was played on. */
export function createVerifyService({
  db,
  games,
  merchant,
  currency,
}: {
  db: Db;
  games: OriginalsGames;
  merchant: string;
  currency: string;
}) {
  /** One of the player's own rounds, by their wallet player id; another player's round is unknown to them. */
  async function verifyOwnRound(playerId: string, roundId: string): Promise<VerifyRound> {
    const row = await rounds.view(db, merchant, playerId, roundId);
    if (!row) throw originalsError('roundUnknown');
    const round = roundView(row);
    const pair = row.seed_pair_id === null ? undefined : await seedPairs.byId(db, row.seed_pair_id);
    if (!pair || pair.revealed_at === null || row.nonce === null)
      return { currency, round, revealed: null, verification: null };
    const game = games.get(row.game_code);
    if (!game) throw originalsError('gameUnknown');
    const stored = await tables.config(db, row.config_hash);
    const checked = game.replay(
      stored,
      row.bet as OriginalsBet,
      { serverSeed: pair.server_seed, clientSeed: pair.client_seed, nonce: row.nonce },
      pair.server_seed_hash,
      row.outcome,
    );
    return { currency, round, revealed: revealedSeeds(pair), verification: recomputation(game, checked, currency) };
  }

  return {
    /** One of the session player's own rounds. */
    verifyRound: (session: SessionRow, roundId: string): Promise<VerifyRound> =>
      verifyOwnRound(session.player_id, roundId),

    verifyOwnRound,

    /** Any seeds, nonce and bet typed by hand, on the game's current table; nothing is read or stored. */
    recompute(input: RecomputeRequest): Recomputation {
      const game = games.get(input.gameCode);
      if (!game) throw originalsError('gameUnknown');
      const fairness = { serverSeed: input.serverSeed, clientSeed: input.clientSeed, nonce: input.nonce };
      return recomputation(
        game,
        game.replay(game.storedConfig, input.bet, fairness, input.serverSeedHash?.toLowerCase()),
        currency,
      );
    },
  };
}

export type VerifyService = ReturnType<typeof createVerifyService>;
