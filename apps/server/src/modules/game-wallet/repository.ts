import type { Queryable } from '../../db/db';

export type LaunchTokenRow = {
  account_id: bigint;
  /** The login session that launched the game (null on tokens from before migration 0016). */
  login_token_hash: string | null;
  node_id: number;
  provider: string;
  mode: 'real' | 'fun';
  language: string;
  lobby_url: string;
};

export type GameSessionRow = {
  id: string;
  provider: string;
  account_id: bigint;
  node_id: number;
  vendor: string;
  mode: 'real' | 'fun';
  wallet_account_id: bigint | null;
  /** The login session the game was launched from; bets stop when it does (null on sessions from before 0016). */
  login_token_hash: string | null;
  created_at: Date;
  last_active_at: Date;
  ended_at: Date | null;
};

export type RoundRow = {
  provider: string;
  round_id: string;
  session_id: string;
  account_id: bigint;
  node_id: number;
  status: 'open' | 'closed';
  bet_total: bigint;
  win_total: bigint;
  refund_total: bigint;
  bet_count: number;
  win_count: number;
  settled: bigint;
  settlements: number;
};

/** A round with the vendor of the session it was played in, for the player's own reports. */
export type PlayerRoundRow = Pick<
  RoundRow,
  'provider' | 'round_id' | 'node_id' | 'status' | 'bet_total' | 'win_total' | 'refund_total'
> & {
  vendor: string;
  created_at: Date;
  closed_at: Date | null;
};

/** Which of a player's rounds a game record shows: a period of their start, and the game's category. */
export type RoundRecordFilter = {
  accountId: bigint;
  from?: Date | undefined;
  to?: Date | undefined;
  category?: string | undefined;
};

/** A round of the player's game record, with its game's category in the catalogue. */
export type RoundRecordRow = PlayerRoundRow & { category: string };

export type RoundRecordTotalsRow = { rounds: bigint; bet_total: bigint; win_total: bigint; refund_total: bigint };

export type CallRow = {
  kind: 'bet' | 'win' | 'rollback' | 'endRound' | 'void';
  round_id: string;
  amount: bigint;
  rolled_back: boolean;
  request_hash: string;
  response: unknown;
};

export type NewCall = {
  provider: string;
  transactionId: string;
  kind: CallRow['kind'];
  merchant: string;
  roundId: string;
  sessionId: string;
  accountId: bigint;
  nodeId: number;
  amount: bigint;
  betTransactionId?: string | undefined;
  requestHash: string;
  ledgerTransactionId: bigint | null;
  response: unknown;
};

const SESSION_COLUMNS =
  'id, provider, account_id, node_id, vendor, mode, wallet_account_id, login_token_hash, created_at, last_active_at, ended_at';
const ROUND_COLUMNS =
  'provider, round_id, session_id, account_id, node_id, status, bet_total, win_total, refund_total, bet_count, win_count, settled, settlements';

// The game record reads the round's game for its category (the catalogue's games table; games are never deleted
// while a game session names them). A round that never took a bet (an end or a rollback of a bet never seen) was not played.
const RECORD_FROM = 'wallet_rounds r JOIN games g ON g.node_id = r.node_id';
const RECORD_FILTER = `r.account_id = $1 AND r.bet_count > 0
  AND ($2::timestamptz IS NULL OR r.created_at >= $2)
  AND ($3::timestamptz IS NULL OR r.created_at < $3)
  AND ($4::text IS NULL OR g.game_type = $4)`;
const recordParams = (filter: RoundRecordFilter) => [
  filter.accountId,
  filter.from ?? null,
  filter.to ?? null,
  filter.category ?? null,
];

/** SQL of launch tokens, game sessions, rounds and provider calls (0006). */
export const walletRepository = {
  async insertLaunchToken(
    db: Queryable,
    row: LaunchTokenRow & { tokenHash: string; merchant: string; expiresAt: Date },
  ): Promise<void> {
    await db.query(
      `INSERT INTO game_launch_tokens (token_hash, merchant, account_id, login_token_hash, node_id, provider, mode, language, lobby_url, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        row.tokenHash,
        row.merchant,
        row.account_id,
        row.login_token_hash,
        row.node_id,
        row.provider,
        row.mode,
        row.language,
        row.lobby_url,
        row.expiresAt,
      ],
    );
  },

  /** Uses the token once: only a live, unused token of this provider answers. */
  async useLaunchToken(
    db: Queryable,
    tokenHash: string,
    provider: string,
    now: Date,
  ): Promise<(LaunchTokenRow & { expires_at: Date }) | undefined> {
    const { rows } = await db.query<LaunchTokenRow & { expires_at: Date }>(
      `UPDATE game_launch_tokens SET used_at = $3
       WHERE token_hash = $1 AND provider = $2 AND used_at IS NULL AND expires_at > $3
       RETURNING account_id, login_token_hash, node_id, provider, mode, language, lobby_url, expires_at`,
      [tokenHash, provider, now],
    );
    return rows[0];
  },

  async deleteExpiredTokens(db: Queryable, before: Date): Promise<void> {
    await db.query('DELETE FROM game_launch_tokens WHERE expires_at < $1', [before]);
  },

  async insertSession(
    db: Queryable,
    row: Omit<GameSessionRow, 'created_at' | 'last_active_at' | 'ended_at'> & { merchant: string; now: Date },
  ): Promise<void> {
    await db.query(
      `INSERT INTO game_sessions (id, merchant, provider, account_id, node_id, vendor, mode, wallet_account_id, login_token_hash, created_at, last_active_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)`,
      [
        row.id,
        row.merchant,
        row.provider,
        row.account_id,
        row.node_id,
        row.vendor,
        row.mode,
        row.wallet_account_id,
        row.login_token_hash,
        row.now,
      ],
    );
  },

  async session(db: Queryable, id: string): Promise<GameSessionRow | undefined> {
    const { rows } = await db.query<GameSessionRow>(`SELECT ${SESSION_COLUMNS} FROM game_sessions WHERE id = $1`, [id]);
    return rows[0];
  },

  async touchSession(db: Queryable, id: string, now: Date): Promise<void> {
    await db.query('UPDATE game_sessions SET last_active_at = $2 WHERE id = $1 AND last_active_at < $2', [id, now]);
  },

  async endSession(db: Queryable, id: string, now: Date): Promise<void> {
    await db.query('UPDATE game_sessions SET ended_at = coalesce(ended_at, $2) WHERE id = $1', [id, now]);
  },

  /** The round, locked for this transaction; `create` opens it first when it does not exist. */
  async lockRound(
    db: Queryable,
    provider: string,
    roundId: string,
    create?: { merchant: string; sessionId: string; accountId: bigint; nodeId: number },
  ): Promise<RoundRow | undefined> {
    if (create) {
      await db.query(
        `INSERT INTO wallet_rounds (provider, round_id, merchant, session_id, account_id, node_id) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (provider, round_id) DO NOTHING`,
        [provider, roundId, create.merchant, create.sessionId, create.accountId, create.nodeId],
      );
    }
    const { rows } = await db.query<RoundRow>(
      `SELECT ${ROUND_COLUMNS} FROM wallet_rounds WHERE provider = $1 AND round_id = $2 FOR UPDATE`,
      [provider, roundId],
    );
    return rows[0];
  },

  async updateRound(db: Queryable, round: RoundRow, now: Date): Promise<void> {
    await db.query(
      `UPDATE wallet_rounds SET status = $3, bet_total = $4, win_total = $5, refund_total = $6, bet_count = $7, win_count = $8,
         settled = $9, settlements = $10, closed_at = CASE WHEN $3 = 'closed' THEN coalesce(closed_at, $11) END
       WHERE provider = $1 AND round_id = $2`,
      [
        round.provider,
        round.round_id,
        round.status,
        round.bet_total,
        round.win_total,
        round.refund_total,
        round.bet_count,
        round.win_count,
        round.settled,
        round.settlements,
        now,
      ],
    );
  },

  async call(db: Queryable, provider: string, transactionId: string): Promise<CallRow | undefined> {
    const { rows } = await db.query<CallRow>(
      'SELECT kind, round_id, amount, rolled_back, request_hash, response FROM wallet_calls WHERE provider = $1 AND transaction_id = $2',
      [provider, transactionId],
    );
    return rows[0];
  },

  async insertCall(db: Queryable, call: NewCall, now: Date): Promise<void> {
    await db.query(
      `INSERT INTO wallet_calls (provider, transaction_id, kind, merchant, round_id, session_id, account_id, node_id, amount,
         bet_transaction_id, request_hash, ledger_transaction_id, response, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::jsonb, $14)`,
      [
        call.provider,
        call.transactionId,
        call.kind,
        call.merchant,
        call.roundId,
        call.sessionId,
        call.accountId,
        call.nodeId,
        call.amount,
        call.betTransactionId ?? null,
        call.requestHash,
        call.ledgerTransactionId,
        JSON.stringify(call.response),
        now,
      ],
    );
  },

  /** The player's own rounds among `keys`; another player's round is not found. */
  async roundsOfAccount(
    db: Queryable,
    accountId: bigint,
    keys: readonly { provider: string; roundId: string }[],
  ): Promise<PlayerRoundRow[]> {
    // Guard against running the look-up when no entry on the page is a round.
    if (keys.length === 0) return [];
    const { rows } = await db.query<PlayerRoundRow>(
      `SELECT r.provider, r.round_id, r.node_id, s.vendor, r.status, r.bet_total, r.win_total, r.refund_total, r.created_at, r.closed_at
       FROM unnest($2::text[], $3::text[]) AS k (provider, round_id)
       JOIN wallet_rounds r ON r.provider = k.provider AND r.round_id = k.round_id
       JOIN game_sessions s ON s.id = r.session_id
       WHERE r.account_id = $1`,
      [accountId, keys.map((key) => key.provider), keys.map((key) => key.roundId)],
    );
    return rows;
  },

  /** A page of the player's rounds that took a bet (every provider), newest first; index wallet_rounds_account_recent. */
  async roundRecords(
    db: Queryable,
    filter: RoundRecordFilter,
    page: { limit: number; offset: number },
  ): Promise<RoundRecordRow[]> {
    const { rows } = await db.query<RoundRecordRow>(
      `SELECT r.provider, r.round_id, r.node_id, g.vendor, g.game_type AS category, r.status, r.bet_total, r.win_total,
              r.refund_total, r.created_at, r.closed_at
       FROM ${RECORD_FROM}
       WHERE ${RECORD_FILTER}
       ORDER BY r.created_at DESC, r.provider DESC, r.round_id DESC
       LIMIT $5 OFFSET $6`,
      [...recordParams(filter), page.limit, page.offset],
    );
    return rows;
  },

  /** How many rounds match the filter and their money, over all of them (not one page). */
  async roundRecordTotals(db: Queryable, filter: RoundRecordFilter): Promise<RoundRecordTotalsRow> {
    const { rows } = await db.query<RoundRecordTotalsRow>(
      `SELECT count(*) AS rounds, coalesce(sum(r.bet_total), 0)::bigint AS bet_total,
              coalesce(sum(r.win_total), 0)::bigint AS win_total, coalesce(sum(r.refund_total), 0)::bigint AS refund_total
       FROM ${RECORD_FROM}
       WHERE ${RECORD_FILTER}`,
      recordParams(filter),
    );
    return rows[0] ?? { rounds: 0n, bet_total: 0n, win_total: 0n, refund_total: 0n };
  },

  async markRolledBack(db: Queryable, provider: string, transactionId: string): Promise<void> {
    await db.query('UPDATE wallet_calls SET rolled_back = true WHERE provider = $1 AND transaction_id = $2', [
      provider,
      transactionId,
    ]);
  },
};
