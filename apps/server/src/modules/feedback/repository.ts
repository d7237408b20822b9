import type { FeedbackStatus } from '@palaro/contract';
import type { Queryable } from '../../db/db';
import type { FeedbackImage } from './feedback-rules';

export type FeedbackRow = {
  id: bigint;
  account_id: bigint;
  username: string;
  sender: string;
  type: number;
  content: string;
  status: FeedbackStatus;
  reply_message_id: bigint | null;
  answered_by: string | null;
  answered_at: Date | null;
  created_at: Date;
  image_count: number;
};

export type NewFeedback = {
  accountId: bigint;
  sender: string;
  type: number;
  content: string;
  images: FeedbackImage[];
  now: Date;
};

export type FeedbackFilter = {
  status?: FeedbackStatus | undefined;
  accountId?: bigint | undefined;
  pageNo: number;
  pageSize: number;
};

const COLUMNS = `f.id, f.account_id, a.username, f.sender, f.type, f.content, f.status, f.reply_message_id, f.answered_by,
  f.answered_at, f.created_at, (SELECT count(*)::int FROM feedback_images i WHERE i.feedback_id = f.id) AS image_count`;
const FROM = 'feedback f JOIN accounts a ON a.id = f.account_id';

// Images travel as base64 text that the database encodes and decodes itself: the embedded database (PGlite) takes and
// gives a 5 MB bytea several times slower than the same bytes as text, and node-postgres sends a Buffer as hex anyway.

/** Players' feedback and its images; answered by operators once. */
export function feedbackRepository(db: Queryable) {
  return {
    /** Stores the feedback and its images (call inside a transaction, so both or neither are kept); its id. */
    async insert(merchant: string, feedback: NewFeedback): Promise<bigint> {
      const { rows } = await db.query<{ id: bigint }>(
        `INSERT INTO feedback (merchant, account_id, sender, type, content, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [merchant, feedback.accountId, feedback.sender, feedback.type, feedback.content, feedback.now],
      );
      const id = rows[0]?.id;
      if (id === undefined) throw new Error('feedback insert answered no row');
      for (const [position, image] of feedback.images.entries()) {
        await db.query(
          `INSERT INTO feedback_images (feedback_id, position, content_type, data)
           VALUES ($1, $2, $3, decode($4, 'base64'))`,
          [id, position, image.contentType, image.data.toString('base64')],
        );
      }
      return id;
    },

    /** A page of the merchant's feedback, newest first, by status and player. */
    async page(merchant: string, filter: FeedbackFilter): Promise<{ rows: FeedbackRow[]; total: number }> {
      const where =
        'f.merchant = $1 AND ($2::text IS NULL OR f.status = $2) AND ($3::bigint IS NULL OR f.account_id = $3)';
      const params = [merchant, filter.status ?? null, filter.accountId ?? null];
      const { rows } = await db.query<FeedbackRow>(
        `SELECT ${COLUMNS} FROM ${FROM} WHERE ${where} ORDER BY f.id DESC LIMIT $4 OFFSET $5`,
        [...params, filter.pageSize, (filter.pageNo - 1) * filter.pageSize],
      );
      const counted = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM feedback f WHERE ${where}`, params);
      return { rows, total: counted.rows[0]?.n ?? 0 };
    },

    /** One feedback of the merchant; `lock` holds it until the transaction ends (an answer follows). */
    async one(merchant: string, id: bigint, lock = false): Promise<FeedbackRow | undefined> {
      const { rows } = await db.query<FeedbackRow>(
        `SELECT ${COLUMNS} FROM ${FROM} WHERE f.merchant = $1 AND f.id = $2${lock ? ' FOR UPDATE OF f' : ''}`,
        [merchant, id],
      );
      return rows[0];
    },

    async image(merchant: string, id: bigint, position: number): Promise<FeedbackImage | undefined> {
      const { rows } = await db.query<{ content_type: FeedbackImage['contentType']; data: string }>(
        `SELECT i.content_type, encode(i.data, 'base64') AS data FROM feedback_images i JOIN feedback f ON f.id = i.feedback_id
          WHERE f.merchant = $1 AND i.feedback_id = $2 AND i.position = $3`,
        [merchant, id, position],
      );
      const row = rows[0];
      return row ? { contentType: row.content_type, data: Buffer.from(row.data, 'base64') } : undefined;
    },

    async markAnswered(id: bigint, replyMessageId: bigint, by: string, now: Date): Promise<void> {
      await db.query(
        `UPDATE feedback SET status = 'answered', reply_message_id = $2, answered_by = $3, answered_at = $4
          WHERE id = $1`,
        [id, replyMessageId, by, now],
      );
    },
  };
}
