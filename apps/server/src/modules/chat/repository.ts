import type { ChatStatus } from '@palaro/contract';
import type { Queryable } from '../../db/db';
import type { UploadedImage } from '../../security/uploaded-image';

export type ChatAuthor = 'player' | 'operator' | 'system';
export type ChatEvent = 'taken' | 'closed';

export type ConversationRow = {
  id: bigint;
  account_id: bigint;
  username: string;
  status: ChatStatus;
  operator_id: bigint | null;
  operator_name: string | null;
  created_at: Date;
  last_message_at: Date;
};

/** A conversation as the desk lists it: with its last message and the player messages no operator has read. */
export type DeskRow = ConversationRow & { last_text: string | null; last_has_image: boolean; unread: number };

export type MessageRow = {
  id: bigint;
  conversation_id: bigint;
  account_id: bigint;
  author: ChatAuthor;
  operator_name: string | null;
  text: string;
  image_id: bigint | null;
  event: ChatEvent | null;
  sent_at: Date;
};

export type NewMessage = {
  conversationId: bigint;
  accountId: bigint;
  author: ChatAuthor;
  operatorId: bigint | null;
  clientId: string | null;
  text: string;
  imageId: bigint | null;
  event: ChatEvent | null;
  now: Date;
};

const CONVERSATION = `c.id, c.account_id, a.username, c.status, c.operator_id, o.username AS operator_name, c.created_at,
  c.last_message_at`;
const CONVERSATION_FROM = `chat_conversations c JOIN accounts a ON a.id = c.account_id
  LEFT JOIN operators o ON o.id = c.operator_id`;
// a conversation with its last message and the player messages after the operators' read mark
const DESK = `SELECT ${CONVERSATION}, last.text AS last_text, last.image_id IS NOT NULL AS last_has_image,
    (SELECT count(*)::int FROM chat_messages u
      WHERE u.conversation_id = c.id AND u.author = 'player' AND u.id > c.staff_read_id) AS unread
  FROM ${CONVERSATION_FROM}
  LEFT JOIN LATERAL (SELECT text, image_id FROM chat_messages WHERE conversation_id = c.id ORDER BY id DESC LIMIT 1) last
    ON true`;
const MESSAGE = `m.id, m.conversation_id, m.account_id, m.author,
  CASE WHEN m.author = 'operator' THEN o.username END AS operator_name, m.text, m.image_id, m.event, m.sent_at`;
const MESSAGE_FROM = `chat_messages m LEFT JOIN operators o ON o.id = m.operator_id`;

export function chatRepository(db: Queryable) {
  async function conversationWhere(where: string, params: unknown[], lock = false) {
    const { rows } = await db.query<ConversationRow>(
      `SELECT ${CONVERSATION} FROM ${CONVERSATION_FROM} WHERE ${where}${lock ? ' FOR UPDATE OF c' : ''}`,
      params,
    );
    return rows[0];
  }
  async function messageWhere(where: string, params: unknown[]) {
    const { rows } = await db.query<MessageRow>(`SELECT ${MESSAGE} FROM ${MESSAGE_FROM} WHERE ${where}`, params);
    return rows[0];
  }

  return {
    /** The player's latest conversation, open or closed. */
    latest(merchant: string, accountId: bigint): Promise<ConversationRow | undefined> {
      return conversationWhere('c.merchant = $1 AND c.account_id = $2 ORDER BY c.id DESC LIMIT 1', [
        merchant,
        accountId,
      ]);
    },

    /** One conversation of the merchant, locked until the transaction ends when `lock`. */
    conversation(merchant: string, id: bigint, lock = false): Promise<ConversationRow | undefined> {
      return conversationWhere('c.merchant = $1 AND c.id = $2', [merchant, id], lock);
    },

    /**
     * The player's open conversation, locked; a new waiting one when there is none. Two first messages at once make
     * one conversation: the second insert waits for the first and then finds it.
     */
    async openFor(merchant: string, accountId: bigint, now: Date): Promise<{ row: ConversationRow; created: boolean }> {
      const inserted = await db.query(
        `INSERT INTO chat_conversations (merchant, account_id, status, created_at, last_message_at)
         VALUES ($1, $2, 'waiting', $3, $3)
         ON CONFLICT (account_id) WHERE status <> 'closed' DO NOTHING
         RETURNING id`,
        [merchant, accountId, now],
      );
      const row = await conversationWhere(
        `c.merchant = $1 AND c.account_id = $2 AND c.status <> 'closed'`,
        [merchant, accountId],
        true,
      );
      if (!row) throw new Error('chat conversation insert left no open conversation');
      return { row, created: inserted.rowCount > 0 };
    },

    async take(id: bigint, operatorId: bigint): Promise<void> {
      await db.query(`UPDATE chat_conversations SET status = 'active', operator_id = $2 WHERE id = $1`, [
        id,
        operatorId,
      ]);
    },

    async close(id: bigint, now: Date): Promise<void> {
      await db.query(`UPDATE chat_conversations SET status = 'closed', closed_at = $2 WHERE id = $1`, [id, now]);
    },

    async insertImage(conversationId: bigint, image: UploadedImage, now: Date): Promise<bigint> {
      const { rows } = await db.query<{ id: bigint }>(
        `INSERT INTO chat_images (conversation_id, content_type, data, created_at) VALUES ($1, $2, $3, $4) RETURNING id`,
        [conversationId, image.contentType, image.data, now],
      );
      const id = rows[0]?.id;
      if (id === undefined) throw new Error('chat image insert answered no row');
      return id;
    },

    /**
     * Stores a message and moves its conversation's last-message time; undefined when the author already sent one
     * with this client id (a resend that raced the first: nothing is written).
     */
    async insertMessage(message: NewMessage): Promise<MessageRow | undefined> {
      const { rows } = await db.query<{ id: bigint }>(
        `INSERT INTO chat_messages (conversation_id, account_id, author, operator_id, client_id, text, image_id, event, sent_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT DO NOTHING
         RETURNING id`,
        [
          message.conversationId,
          message.accountId,
          message.author,
          message.operatorId,
          message.clientId,
          message.text,
          message.imageId,
          message.event,
          message.now,
        ],
      );
      const id = rows[0]?.id;
      if (id === undefined) return undefined;
      await db.query('UPDATE chat_conversations SET last_message_at = GREATEST(last_message_at, $2) WHERE id = $1', [
        message.conversationId,
        message.now,
      ]);
      return messageWhere('m.id = $1', [id]);
    },

    /** The player's message of this client id, if it was stored before. */
    playerMessage(accountId: bigint, clientId: string): Promise<MessageRow | undefined> {
      return messageWhere(`m.account_id = $1 AND m.client_id = $2 AND m.author = 'player'`, [accountId, clientId]);
    },

    /** The operator's message of this client id, if it was stored before. */
    operatorMessage(operatorId: bigint, clientId: string): Promise<MessageRow | undefined> {
      return messageWhere(`m.operator_id = $1 AND m.client_id = $2 AND m.author = 'operator'`, [operatorId, clientId]);
    },

    /** A page of a conversation, oldest first: the newest `limit` before message `before` (or the newest of all). */
    async page(conversationId: bigint, before: bigint | null, limit: number): Promise<MessageRow[]> {
      const { rows } = await db.query<MessageRow>(
        `SELECT ${MESSAGE} FROM ${MESSAGE_FROM}
          WHERE m.conversation_id = $1 AND ($2::bigint IS NULL OR m.id < $2)
          ORDER BY m.id DESC LIMIT $3`,
        [conversationId, before, limit],
      );
      return rows.reverse();
    },

    async all(conversationId: bigint): Promise<MessageRow[]> {
      const { rows } = await db.query<MessageRow>(
        `SELECT ${MESSAGE} FROM ${MESSAGE_FROM} WHERE m.conversation_id = $1 ORDER BY m.id`,
        [conversationId],
      );
      return rows;
    },

    /** Operators' messages the player has not read, across the player's conversations. */
    async playerUnread(accountId: bigint): Promise<number> {
      const { rows } = await db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM chat_messages m
          WHERE m.account_id = $1 AND m.author = 'operator'
            AND m.id > COALESCE((SELECT last_read_id FROM chat_player_reads WHERE account_id = $1), 0)`,
        [accountId],
      );
      return rows[0]?.count ?? 0;
    },

    /** The player has seen every message of theirs up to now; the mark never moves back. */
    async markPlayerRead(accountId: bigint, now: Date): Promise<void> {
      await db.query(
        `INSERT INTO chat_player_reads AS r (account_id, last_read_id, read_at)
         SELECT $1, COALESCE(max(id), 0), $2 FROM chat_messages WHERE account_id = $1
         ON CONFLICT (account_id) DO UPDATE
           SET last_read_id = GREATEST(r.last_read_id, excluded.last_read_id), read_at = excluded.read_at`,
        [accountId, now],
      );
    },

    /** The operators have seen every message of the conversation up to now. */
    async markStaffRead(conversationId: bigint): Promise<void> {
      await db.query(
        `UPDATE chat_conversations c
            SET staff_read_id = GREATEST(c.staff_read_id,
                  COALESCE((SELECT max(id) FROM chat_messages WHERE conversation_id = c.id), 0))
          WHERE c.id = $1`,
        [conversationId],
      );
    },

    /** The desk's list: waiting first, then by the last message, newest first; with the count of all that match. */
    async desk(
      merchant: string,
      filter: { status: ChatStatus | undefined; player: string | undefined },
      page: { pageNo: number; pageSize: number },
    ): Promise<{ rows: DeskRow[]; total: number }> {
      const where = `c.merchant = $1 AND ($2::text IS NULL OR c.status = $2)
        AND ($3::text IS NULL OR lower(a.username) = lower($3))`;
      const params = [merchant, filter.status ?? null, filter.player ?? null];
      const { rows } = await db.query<DeskRow>(
        `${DESK} WHERE ${where}
          ORDER BY (c.status = 'waiting') DESC, c.last_message_at DESC, c.id DESC
          LIMIT $4 OFFSET $5`,
        [...params, page.pageSize, (page.pageNo - 1) * page.pageSize],
      );
      const counted = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM ${CONVERSATION_FROM} WHERE ${where}`,
        params,
      );
      return { rows, total: counted.rows[0]?.total ?? 0 };
    },

    /** One conversation as the desk lists it. */
    async deskRow(merchant: string, id: bigint): Promise<DeskRow | undefined> {
      const { rows } = await db.query<DeskRow>(`${DESK} WHERE c.merchant = $1 AND c.id = $2`, [merchant, id]);
      return rows[0];
    },

    /** An image with whose conversation it belongs to. */
    async image(
      merchant: string,
      id: bigint,
    ): Promise<{ account_id: bigint; content_type: string; data: Uint8Array } | undefined> {
      const { rows } = await db.query<{ account_id: bigint; content_type: string; data: Uint8Array }>(
        `SELECT c.account_id, i.content_type, i.data FROM chat_images i
           JOIN chat_conversations c ON c.id = i.conversation_id
          WHERE c.merchant = $1 AND i.id = $2`,
        [merchant, id],
      );
      return rows[0];
    },
  };
}

export type ChatRepository = ReturnType<typeof chatRepository>;
