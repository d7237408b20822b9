import type { Queryable } from '../../db/db';

/** Each player's favourites and recently played games. */
export function createPlayerGamesRepository(db: Queryable) {
  return {
    /** Favourite nodeIds, newest first. */
    async favouriteIds(accountId: bigint): Promise<number[]> {
      const { rows } = await db.query<{ node_id: number }>(
        'SELECT node_id FROM game_favourites WHERE account_id = $1 ORDER BY created_at DESC, node_id DESC',
        [accountId],
      );
      return rows.map((row) => row.node_id);
    },
    async addFavourite(accountId: bigint, nodeId: number): Promise<void> {
      await db.query('INSERT INTO game_favourites (account_id, node_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        accountId,
        nodeId,
      ]);
    },
    async removeFavourite(accountId: bigint, nodeId: number): Promise<void> {
      await db.query('DELETE FROM game_favourites WHERE account_id = $1 AND node_id = $2', [accountId, nodeId]);
    },
    async addRecent(accountId: bigint, nodeId: number): Promise<void> {
      await db.query(
        `INSERT INTO game_recent (account_id, node_id) VALUES ($1, $2)
         ON CONFLICT (account_id, node_id) DO UPDATE SET played_at = now()`,
        [accountId, nodeId],
      );
    },
    /** Recently played nodeIds, last played first. */
    async recentIds(accountId: bigint, limit: number): Promise<number[]> {
      const { rows } = await db.query<{ node_id: number }>(
        'SELECT node_id FROM game_recent WHERE account_id = $1 ORDER BY played_at DESC, node_id DESC LIMIT $2',
        [accountId, limit],
      );
      return rows.map((row) => row.node_id);
    },
  };
}

export type PlayerGamesRepository = ReturnType<typeof createPlayerGamesRepository>;

export type WinRow = { amount: bigint; node_id: number; username: string; created_at: Date };

/** The biggest wins since `since` that reached the ledger (the wallet call names its ledger posting). */
export async function biggestWins(
  db: Queryable,
  merchant: string,
  since: Date,
  limit: number,
  category?: string,
): Promise<WinRow[]> {
  const { rows } = await db.query<WinRow>(
    `SELECT c.amount, c.node_id, a.username, c.created_at
     FROM wallet_calls c
     JOIN ledger_transactions t ON t.id = c.ledger_transaction_id AND t.kind = 'win'
     JOIN accounts a ON a.id = c.account_id
     JOIN games g ON g.node_id = c.node_id AND ($4::text IS NULL OR g.game_type = $4)
     WHERE c.merchant = $1 AND c.kind = 'win' AND c.amount > 0 AND c.created_at >= $2
     ORDER BY c.amount DESC, c.created_at DESC
     LIMIT $3`,
    [merchant, since, limit, category ?? null],
  );
  return rows;
}
