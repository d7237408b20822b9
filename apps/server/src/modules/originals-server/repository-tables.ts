import type { Queryable } from '../../db/db';

/** SQL of the stored game configurations, keyed by the SHA-256 of their canonical JSON. */
export const tablesRepository = {
  async save(
    db: Queryable,
    table: { configHash: string; gameCode: string; engine: string; config: unknown },
  ): Promise<void> {
    await db.query(
      `INSERT INTO originals_tables (config_hash, game_code, engine, config) VALUES ($1, $2, $3, $4::jsonb)
       ON CONFLICT (config_hash) DO NOTHING`,
      [table.configHash, table.gameCode, table.engine, JSON.stringify(table.config)],
    );
  },

  async config(db: Queryable, configHash: string): Promise<unknown> {
    const { rows } = await db.query<{ config: unknown }>('SELECT config FROM originals_tables WHERE config_hash = $1', [
      configHash,
    ]);
    return rows[0]?.config;
  },
};
