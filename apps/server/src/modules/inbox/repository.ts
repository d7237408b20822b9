import {
  MEMBER_TYPE,
  type InboxAudience,
  type InboxSegment,
  type InboxSource,
  type LanguageCode,
} from '@palaro/contract';
import type { Queryable } from '../../db/db';

export type InboxText = { title: string; content: string };
export type InboxTexts = Partial<Record<LanguageCode, InboxText>>;

export type MessageRow = {
  id: bigint;
  source: InboxSource;
  audience: InboxAudience;
  texts: InboxTexts;
  feedback_id: bigint | null;
  retired_at: Date | null;
  created_by: string;
  created_at: Date;
};

/** A message as an operator lists it: with its recipients, and how many of them read it and deleted it. */
export type OpsMessageRow = MessageRow & { recipients: number; read_by: number; deleted_by: number };

/** A message in one player's inbox, with whether they read it. */
export type InboxRow = MessageRow & { read: boolean };

/** What is sent: the texts already sanitised. */
export type NewMessage = {
  source: InboxSource;
  audience: InboxAudience;
  texts: InboxTexts;
  feedbackId: bigint | null;
  createdBy: string;
  now: Date;
};

const COLUMNS = 'm.id, m.source, m.audience, m.texts, m.feedback_id, m.retired_at, m.created_by, m.created_at';

// a delivery the player still has: not deleted by them, its message not withdrawn
const LIVE = 'd.account_id = $1 AND d.deleted_at IS NULL AND m.retired_at IS NULL';

/**
 * Who is in each audience when a message is sent (the accounts of `$1`, the merchant): never a trial account
 * (member type 4, SPEC 6) nor a disabled one. Segments of contract INBOX_SEGMENTS.
 */
const RECIPIENTS = `a.merchant = $1 AND a.member_type <> ${MEMBER_TYPE.TRIAL} AND a.status = 'active'`;
const DEPOSITED = "EXISTS (SELECT 1 FROM deposits p WHERE p.account_id = a.id AND p.status = 'success')";
const SEGMENT_RULES: Record<InboxSegment | 'all', string> = {
  members: 'a.member_type = 0',
  agents: 'a.member_type > 0',
  depositors: DEPOSITED,
  nonDepositors: `NOT ${DEPOSITED}`,
  all: 'true',
};

export function inboxRepository(db: Queryable) {
  return {
    /** One page of the player's live messages, newest first; `unreadOnly` leaves out the read ones. */
    async inbox(accountId: bigint, unreadOnly: boolean, pageNo: number, pageSize: number) {
      const where = `${LIVE}${unreadOnly ? ' AND d.read_at IS NULL' : ''}`;
      const { rows } = await db.query<InboxRow>(
        `SELECT ${COLUMNS}, d.read_at IS NOT NULL AS read
           FROM inbox_deliveries d JOIN inbox_messages m ON m.id = d.message_id
          WHERE ${where}
          ORDER BY d.message_id DESC LIMIT $2 OFFSET $3`,
        [accountId, pageSize, (pageNo - 1) * pageSize],
      );
      const counted = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM inbox_deliveries d JOIN inbox_messages m ON m.id = d.message_id WHERE ${where}`,
        [accountId],
      );
      return { rows, total: counted.rows[0]?.n ?? 0 };
    },

    async unreadCount(accountId: bigint): Promise<number> {
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM inbox_deliveries d JOIN inbox_messages m ON m.id = d.message_id
          WHERE ${LIVE} AND d.read_at IS NULL`,
        [accountId],
      );
      return rows[0]?.n ?? 0;
    },

    /**
     * Marks the player's live messages among `ids` read (keeping the first read time) or unread; how many of the ids
     * were such messages, whatever their state before.
     */
    async markRead(accountId: bigint, ids: bigint[], read: boolean, now: Date): Promise<number> {
      const { rowCount } = await db.query(
        `UPDATE inbox_deliveries d SET read_at = CASE WHEN $3 THEN coalesce(d.read_at, $4) END
           FROM inbox_messages m
          WHERE m.id = d.message_id AND ${LIVE} AND d.message_id = ANY ($2::bigint[])`,
        [accountId, ids, read, now],
      );
      return rowCount;
    },

    /** Removes the player's live messages among `ids` from their inbox; how many there were. */
    async delete(accountId: bigint, ids: bigint[], now: Date): Promise<number> {
      const { rowCount } = await db.query(
        `UPDATE inbox_deliveries d SET deleted_at = $3
           FROM inbox_messages m
          WHERE m.id = d.message_id AND ${LIVE} AND d.message_id = ANY ($2::bigint[])`,
        [accountId, ids, now],
      );
      return rowCount;
    },

    async insertMessage(merchant: string, message: NewMessage): Promise<MessageRow> {
      const { rows } = await db.query<MessageRow>(
        `INSERT INTO inbox_messages AS m (merchant, source, audience, texts, feedback_id, created_by, created_at)
         VALUES ($1, $2, $3::jsonb, $4::jsonb, $5, $6, $7)
         RETURNING ${COLUMNS}`,
        [
          merchant,
          message.source,
          JSON.stringify(message.audience),
          JSON.stringify(message.texts),
          message.feedbackId,
          message.createdBy,
          message.now,
        ],
      );
      const row = rows[0];
      if (!row) throw new Error('inbox message insert answered no row');
      return row;
    },

    async deliverTo(messageId: bigint, accountId: bigint): Promise<void> {
      await db.query('INSERT INTO inbox_deliveries (message_id, account_id) VALUES ($1, $2)', [messageId, accountId]);
    },

    /** Delivers the message to everyone in the segment (or everyone) now, in one statement; how many they are. */
    async deliverToSegment(merchant: string, messageId: bigint, segment: InboxSegment | 'all'): Promise<number> {
      const { rowCount } = await db.query(
        `INSERT INTO inbox_deliveries (message_id, account_id)
         SELECT $2, a.id FROM accounts a WHERE ${RECIPIENTS} AND ${SEGMENT_RULES[segment]}`,
        [merchant, messageId],
      );
      return rowCount;
    },

    /** A page of the merchant's messages, newest first; `accountId` narrows to the ones that account received. */
    async opsPage(merchant: string, accountId: bigint | undefined, pageNo: number, pageSize: number) {
      const where = `m.merchant = $1 AND ($2::bigint IS NULL
        OR EXISTS (SELECT 1 FROM inbox_deliveries r WHERE r.message_id = m.id AND r.account_id = $2))`;
      const { rows } = await db.query<OpsMessageRow>(
        `SELECT ${COLUMNS}, c.recipients, c.read_by, c.deleted_by
           FROM inbox_messages m
           CROSS JOIN LATERAL (
             SELECT count(*)::int AS recipients, count(d.read_at)::int AS read_by, count(d.deleted_at)::int AS deleted_by
               FROM inbox_deliveries d WHERE d.message_id = m.id) c
          WHERE ${where}
          ORDER BY m.id DESC LIMIT $3 OFFSET $4`,
        [merchant, accountId ?? null, pageSize, (pageNo - 1) * pageSize],
      );
      const counted = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM inbox_messages m WHERE ${where}`, [
        merchant,
        accountId ?? null,
      ]);
      return { rows, total: counted.rows[0]?.n ?? 0 };
    },

    /** One message with its counts (an operator's answer after a change). */
    async opsOne(merchant: string, id: bigint): Promise<OpsMessageRow | undefined> {
      const { rows } = await db.query<OpsMessageRow>(
        `SELECT ${COLUMNS}, c.recipients, c.read_by, c.deleted_by
           FROM inbox_messages m
           CROSS JOIN LATERAL (
             SELECT count(*)::int AS recipients, count(d.read_at)::int AS read_by, count(d.deleted_at)::int AS deleted_by
               FROM inbox_deliveries d WHERE d.message_id = m.id) c
          WHERE m.merchant = $1 AND m.id = $2`,
        [merchant, id],
      );
      return rows[0];
    },

    /** One message, locked until the transaction ends (its withdrawal follows). */
    async lock(merchant: string, id: bigint): Promise<MessageRow | undefined> {
      const { rows } = await db.query<MessageRow>(
        `SELECT ${COLUMNS} FROM inbox_messages m WHERE m.merchant = $1 AND m.id = $2 FOR UPDATE`,
        [merchant, id],
      );
      return rows[0];
    },

    async retire(merchant: string, id: bigint, now: Date): Promise<void> {
      await db.query('UPDATE inbox_messages SET retired_at = $3 WHERE merchant = $1 AND id = $2', [merchant, id, now]);
    },
  };
}

export type InboxRepository = ReturnType<typeof inboxRepository>;
