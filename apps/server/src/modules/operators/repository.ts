import type { OperatorRole } from '@palaro/contract';
import type { Queryable } from '../../db/db';

export type OperatorRow = {
  id: bigint;
  merchant: string;
  username: string;
  password_hash: string;
  role: OperatorRole;
  status: string;
};
export type OperatorSessionRow = OperatorRow & {
  idle_expires_at: Date;
  absolute_expires_at: Date;
  ended_at: Date | null;
};

/** Operator accounts and their sessions (apart from players' accounts and sessions). */
export function operatorsRepository(db: Queryable) {
  return {
    async byName(merchant: string, username: string): Promise<OperatorRow | undefined> {
      const { rows } = await db.query<OperatorRow>(
        'SELECT id, merchant, username, password_hash, role, status FROM operators WHERE merchant = $1 AND username = $2',
        [merchant, username.toLowerCase()],
      );
      return rows[0];
    },

    /** Inserts an operator unless the name is taken (undefined then). */
    async insert(
      merchant: string,
      username: string,
      passwordHash: string,
      role: OperatorRole,
    ): Promise<bigint | undefined> {
      const { rows } = await db.query<{ id: bigint }>(
        `INSERT INTO operators (merchant, username, password_hash, role) VALUES ($1, $2, $3, $4)
         ON CONFLICT (merchant, username) DO NOTHING RETURNING id`,
        [merchant, username.toLowerCase(), passwordHash, role],
      );
      return rows[0]?.id;
    },

    async insertSession(tokenHash: string, operatorId: bigint, now: Date, idle: Date, absolute: Date): Promise<void> {
      await db.query(
        `INSERT INTO operator_sessions (token_hash, operator_id, created_at, idle_expires_at, absolute_expires_at) VALUES ($1, $2, $3, $4, $5)`,
        [tokenHash, operatorId, now, idle, absolute],
      );
    },

    async session(tokenHash: string): Promise<OperatorSessionRow | undefined> {
      const { rows } = await db.query<OperatorSessionRow>(
        `SELECT o.id, o.merchant, o.username, o.password_hash, o.role, o.status, s.idle_expires_at, s.absolute_expires_at, s.ended_at
         FROM operator_sessions s JOIN operators o ON o.id = s.operator_id WHERE s.token_hash = $1`,
        [tokenHash],
      );
      return rows[0];
    },

    async touch(tokenHash: string, idle: Date): Promise<void> {
      await db.query('UPDATE operator_sessions SET idle_expires_at = $2 WHERE token_hash = $1 AND ended_at IS NULL', [
        tokenHash,
        idle,
      ]);
    },

    async end(tokenHash: string, now: Date): Promise<void> {
      await db.query('UPDATE operator_sessions SET ended_at = $2 WHERE token_hash = $1 AND ended_at IS NULL', [
        tokenHash,
        now,
      ]);
    },
  };
}
