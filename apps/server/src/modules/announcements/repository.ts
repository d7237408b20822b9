import type { AnnouncementPopup, AnnouncementSegment, AnnouncementType, LanguageCode } from '@palaro/contract';
import type { Queryable } from '../../db/db';

export type AnnouncementText = { title: string; content: string };
export type AnnouncementTexts = Partial<Record<LanguageCode, AnnouncementText>>;

export type AnnouncementRow = {
  id: bigint;
  type: AnnouncementType;
  execution: AnnouncementSegment[];
  texts: AnnouncementTexts;
  promotion_type: string | null;
  popup: AnnouncementPopup | null;
  start_at: Date;
  end_at: Date | null;
  sort: number;
  retired_at: Date | null;
  created_by: string;
  updated_by: string;
  updated_at: Date;
};

/** An announcement as a player or guest sees it, with whether this player read it. */
export type ShownRow = AnnouncementRow & { read: boolean };

/** What an operator writes: the content already sanitised. */
export type AnnouncementRecord = {
  type: AnnouncementType;
  execution: AnnouncementSegment[];
  texts: AnnouncementTexts;
  promotionType: string | null;
  popup: AnnouncementPopup | null;
  startAt: Date;
  endAt: Date | null;
  sort: number;
};

/** Which announcements a caller may see now: the merchant's, of these types, live at `now`, for these segments. */
export type Audience = {
  merchant: string;
  types: AnnouncementType[];
  segments: AnnouncementSegment[];
  now: Date;
};

const COLUMNS = `a.id, a.type, a.execution, a.texts, a.promotion_type, a.popup, a.start_at, a.end_at, a.sort, a.retired_at,
  a.created_by, a.updated_by, a.updated_at`;

// live: started, not ended, not retired; and meant for one of the caller's segments
const SHOWN = `a.merchant = $1 AND a.type = ANY ($2::text[]) AND a.execution && $3::text[]
  AND a.retired_at IS NULL AND a.start_at <= $4 AND (a.end_at IS NULL OR a.end_at > $4)`;
const audienceParams = (audience: Audience) => [audience.merchant, audience.types, audience.segments, audience.now];

export function announcementsRepository(db: Queryable) {
  return {
    /** What the audience sees, highest sort first, then the newest start; `read` for this account (none: false). */
    async shown(audience: Audience, accountId: bigint | null): Promise<ShownRow[]> {
      const { rows } = await db.query<ShownRow>(
        `SELECT ${COLUMNS}, r.account_id IS NOT NULL AS read
           FROM announcements a
           LEFT JOIN announcement_reads r ON r.announcement_id = a.id AND r.account_id = $5
          WHERE ${SHOWN}
          ORDER BY a.sort DESC, a.start_at DESC, a.id DESC`,
        [...audienceParams(audience), accountId],
      );
      return rows;
    },

    /**
     * Records that the account read announcement `id`, if the audience sees it now; reading it again keeps the first
     * read. False when the audience does not see it (nothing is stored then).
     */
    async markRead(audience: Audience, accountId: bigint, id: bigint): Promise<boolean> {
      const { rows } = await db.query<{ shown: boolean }>(
        `WITH target AS (SELECT a.id FROM announcements a WHERE a.id = $6 AND ${SHOWN}),
              stored AS (
                INSERT INTO announcement_reads (account_id, announcement_id, read_at)
                SELECT $5, id, $4 FROM target
                ON CONFLICT (account_id, announcement_id) DO NOTHING)
         SELECT EXISTS (SELECT 1 FROM target) AS shown`,
        [...audienceParams(audience), accountId, id],
      );
      return rows[0]?.shown ?? false;
    },

    /** Every announcement of the merchant, retired ones too, newest first. */
    async all(merchant: string): Promise<AnnouncementRow[]> {
      const { rows } = await db.query<AnnouncementRow>(
        `SELECT ${COLUMNS} FROM announcements a WHERE a.merchant = $1 ORDER BY a.id DESC`,
        [merchant],
      );
      return rows;
    },

    /** One announcement, locked until the transaction ends (an edit or retirement follows). */
    async lock(merchant: string, id: bigint): Promise<AnnouncementRow | undefined> {
      const { rows } = await db.query<AnnouncementRow>(
        `SELECT ${COLUMNS} FROM announcements a WHERE a.merchant = $1 AND a.id = $2 FOR UPDATE`,
        [merchant, id],
      );
      return rows[0];
    },

    async insert(merchant: string, record: AnnouncementRecord, by: string, now: Date): Promise<AnnouncementRow> {
      const { rows } = await db.query<AnnouncementRow>(
        `INSERT INTO announcements AS a (merchant, type, execution, texts, promotion_type, popup, start_at, end_at, sort,
                                         created_by, updated_by, created_at, updated_at)
         VALUES ($1, $2, $3::text[], $4::jsonb, $5, $6::jsonb, $7, $8, $9, $10, $10, $11, $11)
         RETURNING ${COLUMNS}`,
        [merchant, ...recordParams(record), by, now],
      );
      return single(rows);
    },

    async update(merchant: string, id: bigint, record: AnnouncementRecord, by: string, now: Date) {
      const { rows } = await db.query<AnnouncementRow>(
        `UPDATE announcements AS a SET type = $3, execution = $4::text[], texts = $5::jsonb, promotion_type = $6,
                popup = $7::jsonb, start_at = $8, end_at = $9, sort = $10, updated_by = $11, updated_at = $12
          WHERE a.merchant = $1 AND a.id = $2
         RETURNING ${COLUMNS}`,
        [merchant, id, ...recordParams(record), by, now],
      );
      return single(rows);
    },

    async retire(merchant: string, id: bigint, by: string, now: Date): Promise<AnnouncementRow> {
      const { rows } = await db.query<AnnouncementRow>(
        `UPDATE announcements AS a SET retired_at = $4, updated_by = $3, updated_at = $4
          WHERE a.merchant = $1 AND a.id = $2
         RETURNING ${COLUMNS}`,
        [merchant, id, by, now],
      );
      return single(rows);
    },
  };
}

export type AnnouncementsRepository = ReturnType<typeof announcementsRepository>;

const recordParams = (record: AnnouncementRecord) => [
  record.type,
  record.execution,
  JSON.stringify(record.texts),
  record.promotionType,
  record.popup === null ? null : JSON.stringify(record.popup),
  record.startAt,
  record.endAt,
  record.sort,
];

function single(rows: AnnouncementRow[]): AnnouncementRow {
  const row = rows[0];
  if (!row) throw new Error('announcement write answered no row');
  return row;
}
