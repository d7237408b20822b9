import { createHash } from 'node:crypto';
import type {
  WalletBalance,
  WalletBetRequest,
  WalletEndRoundRequest,
  WalletRollbackRequest,
  WalletWinRequest,
} from '@palaro/contract';
import { GAME_SESSION_IDLE_MS } from '@palaro/contract';
import type { Queryable } from '../../db/db';
import type { LedgerService } from '../ledger';
import { walletApiError } from './errors';
import { walletRepository as repo, type CallRow, type GameSessionRow, type NewCall, type RoundRow } from './repository';
import type { LoginSessions } from './service-launch';

type Deps = {
  db: Queryable;
  loginSessions: LoginSessions;
  ledger: LedgerService;
  merchant: { merchantCode: string; currency: string };
  clock: () => number;
  onWin?: () => void;
  /** A settlement that failed after its call succeeded; settlePending() makes it up later. */
  onSettleError?: (error: unknown) => void;
};

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === UNIQUE_VIOLATION;

/** SHA-256 of a call's content without its timestamp: a retry sends a new timestamp but the same content. */
function contentHash(kind: string, request: object): string {
  const { timestamp: _ignored, ...content } = request as Record<string, unknown>;
  const keys = Object.keys(content).sort();
  return createHash('sha256')
    .update(JSON.stringify([kind, keys.map((key) => [key, content[key]])]))
    .digest('hex');
}

/**
 * Shards of the merchant's game_round account (migration 0028): each posting locks its game_round row until commit, so
 * with one row every bet and win of the merchant took turns (docs/server/games-and-wallet.md).
 */
const GAME_ROUND_SHARDS = 32;

type Step = { response: WalletBalance; call?: Omit<NewCall, 'provider' | 'merchant' | 'requestHash' | 'response'> };

const unsettled = (round: RoundRow) =>
  round.status === 'closed' && round.bet_total - round.refund_total - round.win_total !== round.settled;

/**
 * The seamless wallet: bet, win, rollback and end of round for game servers. Each call runs in one database
 * transaction that holds the round's row lock and posts its money through the ledger in the same transaction,
 * so a call's record and its money commit together or not at all.
 */
export function createWalletService({ db, loginSessions, ledger, merchant, clock, onWin, onSettleError }: Deps) {
  const code = merchant.merchantCode;
  const currency = merchant.currency;
  let houseId: Promise<bigint> | undefined;
  const house = () => (houseId ??= ledger.merchantAccountId(code, 'house', currency));
  const roundShards = new Map<number, Promise<bigint>>();
  /** The shard of game_round that holds a round's money: always the same one for the same round. */
  const roundAccount = (provider: string, roundId: string): Promise<bigint> => {
    const shard =
      createHash('sha256').update(`${provider}\u0000${roundId}`).digest().readUInt16BE(0) % GAME_ROUND_SHARDS;
    let id = roundShards.get(shard);
    if (!id) {
      id = ledger.merchantShardId(code, 'game_round', currency, shard);
      id.catch(() => roundShards.delete(shard));
      roundShards.set(shard, id);
    }
    return id;
  };

  /** Runs `work` in one transaction; a unique violation means a concurrent twin won, so run again and see it. */
  async function inTransaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    // accounts are looked up before (house(), roundAccount()): the embedded database runs one connection, so a read
    // beside the transaction would wait forever
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await ledger.transaction(work);
      } catch (error) {
        if (attempt >= 4 || !isUniqueViolation(error)) throw error;
      }
    }
  }

  async function liveSession(
    tx: Queryable,
    provider: string,
    sessionId: string,
  ): Promise<GameSessionRow & { wallet_account_id: bigint }> {
    const session = await repo.session(tx, sessionId);
    if (!session || session.provider !== provider) throw walletApiError('sessionUnknown');
    if (session.mode === 'fun' || session.wallet_account_id === null) throw walletApiError('sessionFun');
    return session as GameSessionRow & { wallet_account_id: bigint };
  }

  /**
   * Bets and balance reads of a game stop with the login session it was launched from (logout, password set again,
   * account disabled, expiry); the game session ends with it. Wins, rollbacks and ends of rounds still settle, so a
   * round begun before never loses its money. Checked before the call's transaction: the embedded database has one
   * connection, and the session look-up is a query of its own.
   */
  async function followLogin(provider: string, sessionId: string): Promise<void> {
    const session = await repo.session(db, sessionId);
    if (!session || session.provider !== provider || session.mode !== 'real' || !session.login_token_hash) return;
    if (
      session.ended_at === null &&
      (await loginSessions.liveForGame(session.login_token_hash, session.created_at))?.accountId === session.account_id
    )
      return;
    await repo.endSession(db, sessionId, new Date(clock()));
    throw walletApiError('sessionEnded');
  }

  const isOver = (session: GameSessionRow) =>
    session.ended_at !== null || clock() - session.last_active_at.getTime() > GAME_SESSION_IDLE_MS;

  async function balanceOf(tx: Queryable, accountId: bigint): Promise<bigint> {
    const { rows } = await tx.query<{ balance: bigint }>('SELECT balance FROM ledger_accounts WHERE id = $1', [
      accountId,
    ]);
    return rows[0]?.balance ?? 0n;
  }

  const answer = (balance: bigint, walletTransactionId: bigint | null, round: RoundRow | undefined): WalletBalance => ({
    balance: balance.toString(),
    currency,
    walletTransactionId: walletTransactionId?.toString() ?? null,
    round: round ? round.status : null,
  });

  /** Moves `amount` between the player's wallet and game_round (positive: to the player) in `tx`. */
  async function move(
    tx: Queryable,
    session: GameSessionRow & { wallet_account_id: bigint },
    kind: 'bet' | 'win' | 'rollback',
    key: string,
    round: RoundRow,
    amount: bigint,
  ) {
    const roundShard = await roundAccount(round.provider, round.round_id);
    const posted = await ledger.postIn(tx, {
      merchant: code,
      kind,
      reference: `round:${round.provider}:${round.round_id}`,
      idempotencyKey: `gw:${round.provider}:${key}`,
      entries: [
        { account: session.wallet_account_id, amount },
        { account: roundShard, amount: -amount },
      ],
      metadata: {
        provider: round.provider,
        roundId: round.round_id,
        transactionId: key,
        nodeId: round.node_id,
        sessionId: session.id,
      },
    });
    const balance = posted.entries.find((entry) => entry.accountId === session.wallet_account_id)?.balanceAfter ?? 0n;
    return { transactionId: posted.transactionId, balance };
  }

  /**
   * Moves a closed round's net (stakes kept minus wins and refunds paid) from game_round to the house, or back,
   * in a transaction of its own after the call's: its lock order (round, house, game_round) then never meets a
   * call's (round, game_round, player) halfway.
   */
  async function settle(provider: string, roundId: string): Promise<void> {
    await Promise.all([house(), roundAccount(provider, roundId)]);
    await inTransaction(async (tx) => {
      const round = await repo.lockRound(tx, provider, roundId);
      if (!round || !unsettled(round)) return;
      await settleLocked(tx, round);
      await repo.updateRound(tx, round, new Date(clock()));
    });
  }

  async function settleLocked(tx: Queryable, round: RoundRow): Promise<void> {
    const net = round.bet_total - round.refund_total - round.win_total;
    const delta = net - round.settled;
    if (delta === 0n) return;
    const [roundShard, houseAccount] = await Promise.all([roundAccount(round.provider, round.round_id), house()]);
    round.settlements += 1;
    await ledger.postIn(tx, {
      merchant: code,
      kind: 'adjustment',
      reference: `round:${round.provider}:${round.round_id}`,
      idempotencyKey: `gw-settle:${round.provider}:${round.round_id}:${round.settlements}`,
      entries: [
        { account: roundShard, amount: -delta },
        { account: houseAccount, amount: delta },
      ],
      metadata: { reason: 'game round settlement', provider: round.provider, roundId: round.round_id },
    });
    round.settled = net;
  }

  /** The common frame: session, round lock, replay or conflict, the step itself, the call's record. */
  async function run(
    provider: string,
    kind: CallRow['kind'],
    request: { sessionId: string; transactionId: string; roundId: string },
    options: { createRound: boolean },
    step: (
      tx: Queryable,
      session: GameSessionRow & { wallet_account_id: bigint },
      round: RoundRow | undefined,
    ) => Promise<Step>,
  ): Promise<WalletBalance> {
    const hash = contentHash(kind, request);
    await roundAccount(provider, request.roundId);
    let settleAfter = false;
    const response = await inTransaction(async (tx) => {
      settleAfter = false;
      const session = await liveSession(tx, provider, request.sessionId);
      const round = await repo.lockRound(
        tx,
        provider,
        request.roundId,
        options.createRound
          ? { merchant: code, sessionId: session.id, accountId: session.account_id, nodeId: session.node_id }
          : undefined,
      );
      const earlier = await repo.call(tx, provider, request.transactionId);
      if (earlier) {
        if (earlier.kind === 'void' && kind === 'bet') throw walletApiError('betRolledBack');
        if (earlier.kind !== kind || earlier.request_hash !== hash) throw walletApiError('conflict');
        return earlier.response as WalletBalance;
      }
      if (round && round.account_id !== session.account_id) throw walletApiError('roundForeign');
      const { response, call } = await step(tx, session, round);
      const now = new Date(clock());
      if (call) {
        await repo.insertCall(tx, { ...call, provider, merchant: code, requestHash: hash, response }, now);
      }
      if (round) {
        await repo.updateRound(tx, round, now);
        settleAfter = unsettled(round);
      }
      return response;
    });
    if (settleAfter) await settle(provider, request.roundId).catch((error: unknown) => onSettleError?.(error));
    return response;
  }

  const base = (session: GameSessionRow, request: { transactionId: string; roundId: string }) => ({
    transactionId: request.transactionId,
    roundId: request.roundId,
    sessionId: session.id,
    accountId: session.account_id,
    nodeId: session.node_id,
  });

  return {
    /** Settles closed rounds whose settlement did not happen (a failure after their call); returns how many. */
    async settlePending(limit = 500): Promise<number> {
      const { rows } = await ledger.transaction((tx) =>
        tx.query<{ provider: string; round_id: string }>(
          `SELECT provider, round_id FROM wallet_rounds
           WHERE merchant = $1 AND status = 'closed' AND settled <> bet_total - refund_total - win_total LIMIT $2`,
          [code, limit],
        ),
      );
      for (const row of rows) await settle(row.provider, row.round_id);
      return rows.length;
    },

    async balance(provider: string, sessionId: string): Promise<WalletBalance> {
      await followLogin(provider, sessionId);
      return inTransaction(async (tx) => {
        const session = await liveSession(tx, provider, sessionId);
        return answer(await balanceOf(tx, session.wallet_account_id), null, undefined);
      });
    },

    async endSession(provider: string, sessionId: string): Promise<{ ended: true }> {
      return inTransaction(async (tx) => {
        const session = await repo.session(tx, sessionId);
        if (!session || session.provider !== provider) throw walletApiError('sessionUnknown');
        await repo.endSession(tx, sessionId, new Date(clock()));
        return { ended: true as const };
      });
    },

    async bet(provider: string, request: WalletBetRequest): Promise<WalletBalance> {
      await followLogin(provider, request.sessionId);
      return run(provider, 'bet', request, { createRound: true }, async (tx, session, round) => {
        if (!round) throw new Error('round not opened');
        if (isOver(session)) throw walletApiError('sessionEnded');
        if (round.status === 'closed') throw walletApiError('roundClosed');
        const amount = BigInt(request.amount);
        // before the posting: every statement after it holds the merchant's game_round account locked
        await repo.touchSession(tx, session.id, new Date(clock()));
        const moved = await move(tx, session, 'bet', request.transactionId, round, -amount);
        round.bet_total += amount;
        round.bet_count += 1;
        return {
          response: answer(moved.balance, moved.transactionId, round),
          call: { ...base(session, request), kind: 'bet', amount, ledgerTransactionId: moved.transactionId },
        };
      });
    },

    win(provider: string, request: WalletWinRequest): Promise<WalletBalance> {
      return run(provider, 'win', request, { createRound: false }, async (tx, session, round) => {
        // a win pays a stake: without a bet still standing in the round there is nothing to pay
        if (!round || round.bet_total - round.refund_total <= 0n) throw walletApiError('betMissing');
        const amount = BigInt(request.amount);
        let balance: bigint;
        let ledgerTransactionId: bigint | null = null;
        if (amount > 0n) {
          const moved = await move(tx, session, 'win', request.transactionId, round, amount);
          balance = moved.balance;
          ledgerTransactionId = moved.transactionId;
          round.win_total += amount;
        } else {
          balance = await balanceOf(tx, session.wallet_account_id);
        }
        round.win_count += 1;
        if (request.endRound) round.status = 'closed';
        if (amount > 0n) onWin?.();
        return {
          response: answer(balance, ledgerTransactionId, round),
          call: { ...base(session, request), kind: 'win', amount, ledgerTransactionId },
        };
      });
    },

    rollback(provider: string, request: WalletRollbackRequest): Promise<WalletBalance> {
      return run(provider, 'rollback', request, { createRound: true }, async (tx, session, round) => {
        if (!round) throw new Error('round not opened');
        if (round.win_count > 0) throw walletApiError('rollbackAfterWin');
        const call = {
          ...base(session, request),
          kind: 'rollback' as const,
          betTransactionId: request.betTransactionId,
        };
        const bet = await repo.call(tx, provider, request.betTransactionId);
        if (!bet) {
          // the bet never arrived (or is still on its way): claim its id so it is refused when it comes
          await repo.insertCall(
            tx,
            {
              ...base(session, { transactionId: request.betTransactionId, roundId: request.roundId }),
              provider,
              merchant: code,
              kind: 'void',
              amount: 0n,
              requestHash: 'void',
              ledgerTransactionId: null,
              response: {},
            },
            new Date(clock()),
          );
          const response = answer(await balanceOf(tx, session.wallet_account_id), null, round);
          return { response, call: { ...call, amount: 0n, ledgerTransactionId: null } };
        }
        if ((bet.kind !== 'bet' && bet.kind !== 'void') || bet.round_id !== request.roundId)
          throw walletApiError('conflict');
        if (bet.kind === 'void' || bet.rolled_back) {
          const response = answer(await balanceOf(tx, session.wallet_account_id), null, round);
          return { response, call: { ...call, amount: 0n, ledgerTransactionId: null } };
        }
        const moved = await move(tx, session, 'rollback', request.transactionId, round, bet.amount);
        await repo.markRolledBack(tx, provider, request.betTransactionId);
        round.refund_total += bet.amount;
        return {
          response: answer(moved.balance, moved.transactionId, round),
          call: { ...call, amount: bet.amount, ledgerTransactionId: moved.transactionId },
        };
      });
    },

    endRound(provider: string, request: WalletEndRoundRequest): Promise<WalletBalance> {
      return run(provider, 'endRound', request, { createRound: true }, async (tx, session, round) => {
        if (!round) throw new Error('round not opened');
        round.status = 'closed';
        const response = answer(await balanceOf(tx, session.wallet_account_id), null, round);
        return {
          response,
          call: { ...base(session, request), kind: 'endRound', amount: 0n, ledgerTransactionId: null },
        };
      });
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
