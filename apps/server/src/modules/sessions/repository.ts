import { createBatcher } from '../../db/batcher';
import type { Queryable } from '../../db/db';

export type SessionKind = 'normal' | 'trial';
export type EndReason = 'logout' | 'password-change' | 'password-reset';

/** A live session with its account. */
export type SessionRow = {
  account_id: bigint;
  kind: SessionKind;
  last_seen_at: Date;
  idle_expires_at: Date;
  absolute_expires_at: Date;
  username: string;
  member_type: number;
  /** When the account's password was last set (games launched before it may no longer bet). */
  credentials_changed_at: Date | null;
  /** Opened while the account had never logged in (announcements of the first log-in, segment F). */
  first_login: boolean;
};

/** Why a session is not live (the database's session_refusal). */
export type SessionRefusal = 'missing' | 'ended' | 'expired';

/** A session looked up at a time: live, with its row, or why it is not. */
export type SessionLookup = { refusal: null; session: SessionRow } | { refusal: SessionRefusal };

export type NewSession = {
  tokenHash: string;
  accountId: bigint;
  kind: SessionKind;
  now: Date;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
  /** The account's first log-in (false when left out). */
  firstLogin?: boolean;
};

/** Session look-ups that arrive together (every authenticated call makes one) share one query. */
const LOOKUP_BATCH = { maxBatch: 100, maxInFlight: 4 };

export function createSessionsRepository(db: Queryable) {
  // each look-up starts after it was asked for, so it sees every logout or renewal that finished before it; whether a
  // session is live is the database's one rule, session_refusal (db/functions/session_refusal.sql)
  const lookup = createBatcher<{ tokenHash: string; now: Date }, SessionLookup>(async (asked) => {
    const { rows } = await db.query<SessionRow & { ord: bigint; refusal: SessionRefusal | null }>(
      `SELECT u.ord, s.account_id, s.kind, s.last_seen_at, s.idle_expires_at, s.absolute_expires_at, s.first_login,
              a.username, a.member_type, a.credentials_changed_at,
              session_refusal(a.status, s.ended_at, s.idle_expires_at, s.absolute_expires_at, u.now) AS refusal
         FROM unnest($1::text[], $2::timestamptz[]) WITH ORDINALITY u (token_hash, now, ord)
         LEFT JOIN (sessions s JOIN accounts a ON a.id = s.account_id) ON s.token_hash = u.token_hash`,
      [asked.map((item) => item.tokenHash), asked.map((item) => item.now)],
    );
    const byOrd = new Map(rows.map(({ ord, ...row }) => [Number(ord), row]));
    return asked.map((_, index): { value: SessionLookup } => {
      const found = byOrd.get(index + 1);
      if (!found || found.refusal) return { value: { refusal: found?.refusal ?? 'missing' } };
      const { refusal, ...session } = found;
      return { value: { refusal, session } };
    });
  }, LOOKUP_BATCH);

  return {
    async insert(session: NewSession): Promise<void> {
      await db.query(
        `INSERT INTO sessions (token_hash, account_id, kind, created_at, last_seen_at, idle_expires_at, absolute_expires_at,
                               first_login)
         VALUES ($1, $2, $3, $4, $4, $5, $6, $7)`,
        [
          session.tokenHash,
          session.accountId,
          session.kind,
          session.now,
          session.idleExpiresAt,
          session.absoluteExpiresAt,
          session.firstLogin ?? false,
        ],
      );
    },

    /** The session of `tokenHash` as it stands at `now`. */
    find: (tokenHash: string, now: Date): Promise<SessionLookup> => lookup({ tokenHash, now }),

    /** Extends the idle expiry of a live session, never past its absolute expiry. */
    async touch(tokenHash: string, now: Date, idleExpiresAt: Date): Promise<Date | undefined> {
      const { rows } = await db.query<{ idle_expires_at: Date }>(
        `UPDATE sessions SET last_seen_at = $2, idle_expires_at = LEAST($3::timestamptz, absolute_expires_at)
          WHERE token_hash = $1 AND ended_at IS NULL AND idle_expires_at > $2
          RETURNING idle_expires_at`,
        [tokenHash, now, idleExpiresAt],
      );
      return rows[0]?.idle_expires_at;
    },

    async end(tokenHash: string, now: Date, reason: EndReason): Promise<void> {
      await db.query('UPDATE sessions SET ended_at = $2, end_reason = $3 WHERE token_hash = $1 AND ended_at IS NULL', [
        tokenHash,
        now,
        reason,
      ]);
    },

    /** Ends every open session of the account except `keep` (the caller's own, or none). */
    async endAllOf(accountId: bigint, keep: string | null, now: Date, reason: EndReason): Promise<number> {
      const result = await db.query(
        `UPDATE sessions SET ended_at = $3, end_reason = $4
          WHERE account_id = $1 AND ended_at IS NULL AND ($2::text IS NULL OR token_hash <> $2)`,
        [accountId, keep, now, reason],
      );
      return result.rowCount;
    },

    /** Forgets sessions that ended or expired long ago. */
    async purge(before: Date): Promise<void> {
      await db.query('DELETE FROM sessions WHERE absolute_expires_at < $1 OR ended_at < $1', [before]);
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
