import { randomBytes } from 'node:crypto';
import {
  PROVIDER_WALLET_ERRORS,
  type OriginalsBet,
  type PlayRound,
  type PlayRoundRequest,
  type RoundHistory,
} from '@palaro/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../db/db';
import { ApiError } from '../../http/api-error';
import { canonicalJson, withBigintsAsStrings } from '../originals';
import { originalsError } from './errors';
import type { OriginalsGames } from './games';
import { roundsRepository as repo, type RoundRow } from './repository-rounds';
import { seedsRepository as seedPairs } from './repository-seeds';
import { sessionsRepository as sessions, type SessionRow } from './repository-sessions';
import { roundView } from './round-view';
import type { SeedService } from './service-seeds';
import { roundTransactionIds, WalletUnavailableError, type WalletAnswer, type WalletClient } from './wallet-client';

/** A round whose bet the wallet has not confirmed for this long is rolled back instead of retried. */
export const ROUND_ABANDON_MS = 10 * 60_000;
/** The sweep leaves rounds alone this long, so it does not race the request that is still playing them. */
export const ROUND_SWEEP_GRACE_MS = 15_000;

type Deps = {
  db: Db;
  games: OriginalsGames;
  wallet: WalletClient;
  seeds: SeedService;
  merchant: string;
  clock: () => number;
  log: FastifyBaseLogger;
};

/** The wallet refused this step for good (it changed nothing). */
class Refused extends Error {
  constructor(readonly answer: { status: number; errorCode: string; message: string }) {
    super(answer.message);
  }
}

/** A refusal as the wallet gave it; a stored one (a repeated request) looks the same. */
function refusalError(errorCode: string, fallback?: { status: number; message: string }): ApiError {
  const known = Object.values(PROVIDER_WALLET_ERRORS).find((error) => error.errorCode === errorCode);
  return new ApiError(
    known?.status ?? fallback?.status ?? 400,
    errorCode,
    known?.message ?? fallback?.message ?? 'The wallet refused the bet',
  );
}

/**
 * Rounds through the seamless wallet: bet, then the draw (the nonce is taken only once the bet is accepted, so a
 * refused bet plays nothing), then win (0 or more) and end of round. Each step is recorded before the next, and every
 * wallet call carries the round's stable transaction ids, so a step repeated after a timeout or a crash is harmless.
 */
export function createRoundService({ db, games, wallet, seeds, merchant, clock, log }: Deps) {
  const now = () => new Date(clock());

  async function walletStep<T>(call: () => Promise<WalletAnswer<T>>): Promise<T> {
    let answer: WalletAnswer<T>;
    try {
      answer = await call();
    } catch (error) {
      if (error instanceof WalletUnavailableError) throw originalsError('roundPending');
      throw error;
    }
    if (!answer.ok) throw new Refused(answer);
    return answer.value;
  }

  /** Fixes the outcome of a round whose bet is taken: the next nonce of the player's seed pair, in one transaction. */
  async function drawIn(tx: Queryable, round: RoundRow): Promise<RoundRow> {
    const game = games.get(round.game_code);
    if (!game || game.configHash !== round.config_hash)
      throw new Error(`round ${round.round_id}: its table is no longer served`);
    const pair = await seeds.lockInUse(tx, { merchant, playerId: round.player_id, gameCode: round.game_code });
    const result = game.play(round.bet as OriginalsBet, {
      serverSeed: pair.server_seed,
      clientSeed: pair.client_seed,
      nonce: pair.next_nonce,
    });
    if (result.totalBet !== round.total_bet) throw new Error(`round ${round.round_id}: stake changed`);
    await seedPairs.takeNonce(tx, pair.id);
    const drawn = {
      seedPairId: pair.id,
      nonce: pair.next_nonce,
      outcome: withBigintsAsStrings(result.outcome),
      details: withBigintsAsStrings(result.details),
      totalWin: result.totalWin,
    };
    await repo.markDrawn(tx, round.round_id, drawn, now());
    return {
      ...round,
      status: 'drawn',
      seed_pair_id: drawn.seedPairId,
      nonce: drawn.nonce,
      outcome: drawn.outcome,
      details: drawn.details,
      total_win: drawn.totalWin,
    };
  }

  async function draw(roundId: string): Promise<RoundRow> {
    return db.transaction(async (tx) => {
      const round = await repo.lock(tx, roundId);
      if (!round) throw new Error(`round ${roundId} vanished`);
      return round.status === 'betting' ? drawIn(tx, round) : round;
    });
  }

  async function reread(roundId: string): Promise<RoundRow> {
    const round = await repo.byId(db, roundId);
    if (!round) throw new Error(`round ${roundId} vanished`);
    return round;
  }

  /** Fun mode: the demo money lives in the session row, so the whole round is one transaction. */
  async function finishFun(start: RoundRow): Promise<RoundRow> {
    const outcome = await db.transaction(async (tx) => {
      const round = await repo.lock(tx, start.round_id);
      if (!round || round.status !== 'betting') return { round: round ?? start };
      const session = await sessions.lock(tx, round.session_id);
      if (!session) throw new Error(`session of round ${round.round_id} vanished`);
      if (session.balance < round.total_bet) {
        await repo.advance(tx, round.round_id, 'betting', 'refused', now(), {
          refusal: PROVIDER_WALLET_ERRORS.insufficient.errorCode,
        });
        return { round, refused: PROVIDER_WALLET_ERRORS.insufficient.errorCode };
      }
      const drawn = await drawIn(tx, round);
      const balance = session.balance - drawn.total_bet + (drawn.total_win ?? 0n);
      await sessions.setBalance(tx, session.id, balance);
      await repo.advance(tx, round.round_id, 'drawn', 'settled', now(), { balanceAfter: balance });
      return { round: { ...drawn, status: 'settled' as const, balance_after: balance } };
    });
    if (outcome.refused) throw refusalError(outcome.refused);
    if (outcome.round.status === 'refused')
      throw refusalError(outcome.round.refusal ?? PROVIDER_WALLET_ERRORS.insufficient.errorCode);
    return outcome.round;
  }

  /** Takes a round as far as the wallet lets it: settled, or an error saying why not (refused, or still pending). */
  async function finish(start: RoundRow): Promise<RoundRow> {
    if (start.mode === 'fun') return finishFun(start);
    const session = await sessions.byId(db, start.session_id);
    if (!session) throw new Error(`session of round ${start.round_id} vanished`);
    const ids = roundTransactionIds(start.round_id);
    const call = { sessionId: session.wallet_session_id, roundId: start.round_id };
    let round = start;
    for (;;) {
      switch (round.status) {
        case 'betting': {
          try {
            const taken = await walletStep(() =>
              wallet.bet({ ...call, transactionId: ids.bet, amount: round.total_bet }),
            );
            await sessions.setBalance(db, session.id, BigInt(taken.balance));
          } catch (error) {
            if (!(error instanceof Refused)) throw error;
            await repo.advance(db, round.round_id, 'betting', 'refused', now(), { refusal: error.answer.errorCode });
            throw refusalError(error.answer.errorCode, error.answer);
          }
          round = await draw(round.round_id);
          break;
        }
        case 'drawn': {
          await walletStep(() => wallet.win({ ...call, transactionId: ids.win, amount: round.total_win ?? 0n }));
          await repo.advance(db, round.round_id, 'drawn', 'paid', now());
          round = await reread(round.round_id);
          break;
        }
        case 'paid': {
          const ended = await walletStep(() => wallet.endRound({ ...call, transactionId: ids.end }));
          const balance = BigInt(ended.balance);
          await repo.advance(db, round.round_id, 'paid', 'settled', now(), { balanceAfter: balance });
          await sessions.setBalance(db, session.id, balance);
          round = await reread(round.round_id);
          break;
        }
        case 'settled':
        case 'rolled_back':
          return round;
        case 'refused':
          throw refusalError(round.refusal ?? PROVIDER_WALLET_ERRORS.insufficient.errorCode);
      }
    }
  }

  /** Gives the stake back for a round that can no longer be played (the rollback is recorded even if the bet never arrived). */
  async function abandon(round: RoundRow): Promise<void> {
    const session = await sessions.byId(db, round.session_id);
    if (!session) return;
    const ids = roundTransactionIds(round.round_id);
    const answer = await wallet.rollback({
      sessionId: session.wallet_session_id,
      transactionId: ids.rollback,
      roundId: round.round_id,
      betTransactionId: ids.bet,
    });
    if (!answer.ok) {
      log.error({ roundId: round.round_id, errorCode: answer.errorCode }, 'Originals round could not be rolled back');
      return;
    }
    await repo.advance(db, round.round_id, 'betting', 'rolled_back', now(), {
      balanceAfter: BigInt(answer.value.balance),
    });
  }

  return {
    async play(session: SessionRow, request: PlayRoundRequest): Promise<PlayRound> {
      const game = games.get(session.game_code);
      if (!game) throw originalsError('gameUnknown');
      const totalBet = game.stakeOf(request.bet);
      let round = await repo.byRequest(db, merchant, session.player_id, request.requestId);
      if (!round) {
        const added = {
          round_id: `OR${randomBytes(15).toString('base64url')}`,
          merchant,
          session_id: session.id,
          player_id: session.player_id,
          game_code: game.gameCode,
          config_hash: game.configHash,
          mode: session.mode,
          request_id: request.requestId,
          bet: request.bet,
          total_bet: totalBet,
        };
        await repo.insert(db, added, now());
        // ours, or the round of a concurrent request with the same id
        round = await repo.byRequest(db, merchant, session.player_id, request.requestId);
        if (!round) throw new Error('round not stored');
      }
      if (round.game_code !== session.game_code || canonicalJson(round.bet) !== canonicalJson(request.bet))
        throw originalsError('roundConflict');
      const finished = await finish(round);
      const view = await repo.view(db, merchant, session.player_id, finished.round_id);
      if (!view) throw new Error('round not readable');
      const balance = finished.balance_after ?? (await sessions.byId(db, session.id))?.balance ?? 0n;
      return {
        round: roundView(view),
        balance: balance.toString(),
        seeds: await seeds.current({ merchant, playerId: session.player_id, gameCode: session.game_code }),
      };
    },

    async history(session: SessionRow, page: { pageNo: number; pageSize: number }): Promise<RoundHistory> {
      const { rows, total } = await repo.history(
        db,
        { merchant, playerId: session.player_id, gameCode: session.game_code },
        { offset: (page.pageNo - 1) * page.pageSize, limit: page.pageSize },
      );
      return {
        list: rows.map(roundView),
        pageNum: page.pageNo,
        totalPages: Math.max(1, Math.ceil(total / page.pageSize)),
        total,
      };
    },

    /** Finishes rounds left half-way (a timeout, a crash): retried with the same ids, rolled back once abandoned. */
    async sweep(limit = 25): Promise<number> {
      const rounds = await repo.unfinished(db, new Date(clock() - ROUND_SWEEP_GRACE_MS), limit);
      for (const round of rounds) {
        try {
          if (round.status === 'betting' && clock() - round.created_at.getTime() > ROUND_ABANDON_MS)
            await abandon(round);
          else await finish(round);
        } catch (error) {
          if (error instanceof ApiError) continue;
          log.warn({ err: error, roundId: round.round_id }, 'Originals round not finished yet');
          if (round.status === 'betting') await abandon(round).catch(() => undefined);
        }
      }
      return rounds.length;
    },
  };
}

export type RoundService = ReturnType<typeof createRoundService>;
