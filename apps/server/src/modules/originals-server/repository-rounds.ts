import type { Queryable } from '../../db/db';

export type RoundStatus = 'betting' | 'drawn' | 'paid' | 'settled' | 'refused' | 'rolled_back';

export type RoundRow = {
  round_id: string;
  merchant: string;
  session_id: string;
  player_id: string;
  game_code: string;
  config_hash: string;
  mode: 'real' | 'fun';
  request_id: string;
  bet: unknown;
  total_bet: bigint;
  status: RoundStatus;
  refusal: string | null;
  seed_pair_id: bigint | null;
  nonce: number | null;
  outcome: unknown;
  details: unknown;
  total_win: bigint | null;
  balance_after: bigint | null;
  created_at: Date;
  updated_at: Date;
};

/** A round with the public side of its seed pair. */
export type RoundViewRow = RoundRow & {
  engine: string;
  server_seed_hash: string | null;
  client_seed: string | null;
  revealed_at: Date | null;
};

export type NewRound = Pick<
  RoundRow,
  | 'round_id'
  | 'merchant'
  | 'session_id'
  | 'player_id'
  | 'game_code'
  | 'config_hash'
  | 'mode'
  | 'request_id'
  | 'bet'
  | 'total_bet'
>;

const COLUMNS = `r.round_id, r.merchant, r.session_id, r.player_id, r.game_code, r.config_hash, r.mode, r.request_id, r.bet, r.total_bet,
  r.status, r.refusal, r.seed_pair_id, r.nonce, r.outcome, r.details, r.total_win, r.balance_after, r.created_at, r.updated_at`;
const VIEW = `SELECT ${COLUMNS}, t.engine, p.server_seed_hash, p.client_seed, p.revealed_at
  FROM originals_rounds r JOIN originals_tables t ON t.config_hash = r.config_hash LEFT JOIN originals_seed_pairs p ON p.id = r.seed_pair_id`;

/** SQL of the rounds; every read for a player names the player, so no one reads another's rounds. */
export const roundsRepository = {
  /** Adds a round unless the player already sent this request id (answers whether it was added). */
  async insert(db: Queryable, round: NewRound, now: Date): Promise<boolean> {
    const { rowCount } = await db.query(
      `INSERT INTO originals_rounds (round_id, merchant, session_id, player_id, game_code, config_hash, mode, request_id, bet, total_bet,
         status, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, 'betting', $11, $11)
       ON CONFLICT (merchant, player_id, request_id) DO NOTHING`,
      [
        round.round_id,
        round.merchant,
        round.session_id,
        round.player_id,
        round.game_code,
        round.config_hash,
        round.mode,
        round.request_id,
        JSON.stringify(round.bet),
        round.total_bet,
        now,
      ],
    );
    return rowCount > 0;
  },

  async byRequest(db: Queryable, merchant: string, playerId: string, requestId: string): Promise<RoundRow | undefined> {
    const { rows } = await db.query<RoundRow>(
      `SELECT ${COLUMNS} FROM originals_rounds r WHERE r.merchant = $1 AND r.player_id = $2 AND r.request_id = $3`,
      [merchant, playerId, requestId],
    );
    return rows[0];
  },

  async lock(db: Queryable, roundId: string): Promise<RoundRow | undefined> {
    const { rows } = await db.query<RoundRow>(
      `SELECT ${COLUMNS} FROM originals_rounds r WHERE r.round_id = $1 FOR UPDATE`,
      [roundId],
    );
    return rows[0];
  },

  async byId(db: Queryable, roundId: string): Promise<RoundRow | undefined> {
    const { rows } = await db.query<RoundRow>(`SELECT ${COLUMNS} FROM originals_rounds r WHERE r.round_id = $1`, [
      roundId,
    ]);
    return rows[0];
  },

  async view(db: Queryable, merchant: string, playerId: string, roundId: string): Promise<RoundViewRow | undefined> {
    const { rows } = await db.query<RoundViewRow>(
      `${VIEW} WHERE r.round_id = $1 AND r.merchant = $2 AND r.player_id = $3`,
      [roundId, merchant, playerId],
    );
    return rows[0];
  },

  /** The player's rounds of one game, newest first (refused bets left out: nothing was played). */
  async history(
    db: Queryable,
    owner: { merchant: string; playerId: string; gameCode: string },
    page: { offset: number; limit: number },
  ): Promise<{ rows: RoundViewRow[]; total: number }> {
    const where = `r.merchant = $1 AND r.player_id = $2 AND r.game_code = $3 AND r.status <> 'refused'`;
    const params = [owner.merchant, owner.playerId, owner.gameCode];
    const [list, count] = [
      await db.query<RoundViewRow>(
        `${VIEW} WHERE ${where} ORDER BY r.created_at DESC, r.round_id DESC LIMIT $4 OFFSET $5`,
        [...params, page.limit, page.offset],
      ),
      await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM originals_rounds r WHERE ${where}`, params),
    ];
    return { rows: list.rows, total: count.rows[0]?.total ?? 0 };
  },

  async markDrawn(
    db: Queryable,
    roundId: string,
    drawn: { seedPairId: bigint; nonce: number; outcome: unknown; details: unknown; totalWin: bigint },
    now: Date,
  ): Promise<void> {
    await db.query(
      `UPDATE originals_rounds SET status = 'drawn', seed_pair_id = $2, nonce = $3, outcome = $4::jsonb, details = $5::jsonb, total_win = $6,
         updated_at = $7
       WHERE round_id = $1 AND status = 'betting'`,
      [
        roundId,
        drawn.seedPairId,
        drawn.nonce,
        JSON.stringify(drawn.outcome),
        JSON.stringify(drawn.details),
        drawn.totalWin,
        now,
      ],
    );
  },

  /** Moves a round forward; `from` guards against a concurrent twin that already moved it. */
  async advance(
    db: Queryable,
    roundId: string,
    from: RoundStatus,
    to: RoundStatus,
    now: Date,
    extra: { balanceAfter?: bigint; refusal?: string } = {},
  ): Promise<boolean> {
    const { rowCount } = await db.query(
      `UPDATE originals_rounds SET status = $3, updated_at = $4, balance_after = coalesce($5, balance_after), refusal = coalesce($6, refusal)
       WHERE round_id = $1 AND status = $2`,
      [roundId, from, to, now, extra.balanceAfter ?? null, extra.refusal ?? null],
    );
    return rowCount > 0;
  },

  /** Rounds the wallet has not finished with, untouched since `before`, oldest first. */
  async unfinished(db: Queryable, before: Date, limit: number): Promise<RoundRow[]> {
    const { rows } = await db.query<RoundRow>(
      `SELECT ${COLUMNS} FROM originals_rounds r WHERE r.status IN ('betting', 'drawn', 'paid') AND r.updated_at < $1
       ORDER BY r.updated_at LIMIT $2`,
      [before, limit],
    );
    return rows;
  },
};
