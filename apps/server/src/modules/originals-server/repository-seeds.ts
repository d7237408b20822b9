import type { Queryable } from '../../db/db';

export type SeedPairRow = {
  id: bigint;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: number;
  created_at: Date;
  revealed_at: Date | null;
};

export type SeedOwner = { merchant: string; playerId: string; gameCode: string };

const COLUMNS = 'id, server_seed, server_seed_hash, client_seed, next_nonce, created_at, revealed_at';

/** SQL of the seed pairs: one in use per player and game, revealed ones kept for verification. */
export const seedsRepository = {
  /** The pair in use, row-locked until the transaction ends. */
  async lockInUse(db: Queryable, owner: SeedOwner): Promise<SeedPairRow | undefined> {
    const { rows } = await db.query<SeedPairRow>(
      `SELECT ${COLUMNS} FROM originals_seed_pairs
        WHERE merchant = $1 AND player_id = $2 AND game_code = $3 AND revealed_at IS NULL FOR UPDATE`,
      [owner.merchant, owner.playerId, owner.gameCode],
    );
    return rows[0];
  },

  async inUse(db: Queryable, owner: SeedOwner): Promise<SeedPairRow | undefined> {
    const { rows } = await db.query<SeedPairRow>(
      `SELECT ${COLUMNS} FROM originals_seed_pairs WHERE merchant = $1 AND player_id = $2 AND game_code = $3 AND revealed_at IS NULL`,
      [owner.merchant, owner.playerId, owner.gameCode],
    );
    return rows[0];
  },

  /** Adds a pair in use unless one exists already (a concurrent twin): answers whether it was added. */
  async insertInUse(
    db: Queryable,
    owner: SeedOwner,
    pair: { serverSeed: string; serverSeedHash: string; clientSeed: string },
    now: Date,
  ): Promise<boolean> {
    const { rowCount } = await db.query(
      `INSERT INTO originals_seed_pairs (merchant, player_id, game_code, server_seed, server_seed_hash, client_seed, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (merchant, player_id, game_code) WHERE revealed_at IS NULL DO NOTHING`,
      [owner.merchant, owner.playerId, owner.gameCode, pair.serverSeed, pair.serverSeedHash, pair.clientSeed, now],
    );
    return rowCount > 0;
  },

  async takeNonce(db: Queryable, id: bigint): Promise<void> {
    await db.query('UPDATE originals_seed_pairs SET next_nonce = next_nonce + 1 WHERE id = $1', [id]);
  },

  async reveal(db: Queryable, id: bigint, now: Date): Promise<void> {
    await db.query('UPDATE originals_seed_pairs SET revealed_at = $2 WHERE id = $1', [id, now]);
  },

  async byId(db: Queryable, id: bigint): Promise<SeedPairRow | undefined> {
    const { rows } = await db.query<SeedPairRow>(`SELECT ${COLUMNS} FROM originals_seed_pairs WHERE id = $1`, [id]);
    return rows[0];
  },

  async revealed(db: Queryable, owner: SeedOwner, limit: number): Promise<SeedPairRow[]> {
    const { rows } = await db.query<SeedPairRow>(
      `SELECT ${COLUMNS} FROM originals_seed_pairs
        WHERE merchant = $1 AND player_id = $2 AND game_code = $3 AND revealed_at IS NOT NULL
        ORDER BY revealed_at DESC, id DESC LIMIT $4`,
      [owner.merchant, owner.playerId, owner.gameCode, limit],
    );
    return rows;
  },
};
