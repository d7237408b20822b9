import type { Queryable } from '../../db/db';

export type SessionRow = {
  id: string;
  merchant: string;
  wallet_session_id: string;
  player_id: string;
  player_name: string;
  game_code: string;
  game_name: string;
  node_id: number;
  mode: 'real' | 'fun';
  currency: string;
  language: string;
  lobby_url: string;
  balance: bigint;
  created_at: Date;
  expires_at: Date;
};

export type NewSession = Omit<SessionRow, 'created_at' | 'expires_at'> & {
  tokenHash: string;
  now: Date;
  expiresAt: Date;
};

const COLUMNS = `id, merchant, wallet_session_id, player_id, player_name, game_code, game_name, node_id, mode, currency, language,
  lobby_url, balance, created_at, expires_at`;

/** SQL of the game sessions; the bearer token is looked up by its SHA-256 only. */
export const sessionsRepository = {
  async insert(db: Queryable, session: NewSession): Promise<void> {
    await db.query(
      `INSERT INTO originals_sessions (id, token_hash, merchant, wallet_session_id, player_id, player_name, game_code, game_name, node_id,
         mode, currency, language, lobby_url, balance, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
      [
        session.id,
        session.tokenHash,
        session.merchant,
        session.wallet_session_id,
        session.player_id,
        session.player_name,
        session.game_code,
        session.game_name,
        session.node_id,
        session.mode,
        session.currency,
        session.language,
        session.lobby_url,
        session.balance,
        session.now,
        session.expiresAt,
      ],
    );
  },

  async byTokenHash(db: Queryable, merchant: string, tokenHash: string): Promise<SessionRow | undefined> {
    const { rows } = await db.query<SessionRow>(
      `SELECT ${COLUMNS} FROM originals_sessions WHERE token_hash = $1 AND merchant = $2`,
      [tokenHash, merchant],
    );
    return rows[0];
  },

  async byId(db: Queryable, id: string): Promise<SessionRow | undefined> {
    const { rows } = await db.query<SessionRow>(`SELECT ${COLUMNS} FROM originals_sessions WHERE id = $1`, [id]);
    return rows[0];
  },

  /** Locks the session row (fun mode: its balance is the demo money). */
  async lock(db: Queryable, id: string): Promise<SessionRow | undefined> {
    const { rows } = await db.query<SessionRow>(`SELECT ${COLUMNS} FROM originals_sessions WHERE id = $1 FOR UPDATE`, [
      id,
    ]);
    return rows[0];
  },

  async setBalance(db: Queryable, id: string, balance: bigint): Promise<void> {
    await db.query('UPDATE originals_sessions SET balance = $2 WHERE id = $1', [id, balance]);
  },
};
