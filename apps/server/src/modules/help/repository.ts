import type { LanguageCode } from '@palaro/contract';
import type { Queryable } from '../../db/db';

export type HelpChild = { title: string; content: string };
export type HelpText = { title: string; content: string; children: HelpChild[] };
export type HelpTexts = Partial<Record<LanguageCode, HelpText>>;

export type HelpRow = {
  id: bigint;
  tag: string | null;
  texts: HelpTexts;
  sort: number;
  retired_at: Date | null;
  created_by: string;
  updated_by: string;
  updated_at: Date;
};

/** What an operator writes: the content and the children's content already sanitised. */
export type HelpRecord = { tag: string | null; texts: HelpTexts; sort: number };

/** The unique index that keeps one live section per tag and merchant (migration 0019). */
export const LIVE_TAG_INDEX = 'help_items_live_tag';

const COLUMNS = 'h.id, h.tag, h.texts, h.sort, h.retired_at, h.created_by, h.updated_by, h.updated_at';
// lower sort first, then the order of creation
const ORDER = 'ORDER BY h.sort, h.id';

export function helpRepository(db: Queryable) {
  return {
    /** The merchant's live sections, in the players' order. */
    async live(merchant: string): Promise<HelpRow[]> {
      const { rows } = await db.query<HelpRow>(
        `SELECT ${COLUMNS} FROM help_items h WHERE h.merchant = $1 AND h.retired_at IS NULL ${ORDER}`,
        [merchant],
      );
      return rows;
    },

    /** Every section of the merchant, retired ones too, in the players' order. */
    async all(merchant: string): Promise<HelpRow[]> {
      const { rows } = await db.query<HelpRow>(`SELECT ${COLUMNS} FROM help_items h WHERE h.merchant = $1 ${ORDER}`, [
        merchant,
      ]);
      return rows;
    },

    /** One section, locked until the transaction ends (an edit or retirement follows). */
    async lock(merchant: string, id: bigint): Promise<HelpRow | undefined> {
      const { rows } = await db.query<HelpRow>(
        `SELECT ${COLUMNS} FROM help_items h WHERE h.merchant = $1 AND h.id = $2 FOR UPDATE`,
        [merchant, id],
      );
      return rows[0];
    },

    async insert(merchant: string, record: HelpRecord, by: string, now: Date): Promise<HelpRow> {
      const { rows } = await db.query<HelpRow>(
        `INSERT INTO help_items AS h (merchant, tag, texts, sort, created_by, updated_by, created_at, updated_at)
         VALUES ($1, $2, $3::jsonb, $4, $5, $5, $6, $6)
         RETURNING ${COLUMNS}`,
        [merchant, ...recordParams(record), by, now],
      );
      return single(rows);
    },

    async update(merchant: string, id: bigint, record: HelpRecord, by: string, now: Date): Promise<HelpRow> {
      const { rows } = await db.query<HelpRow>(
        `UPDATE help_items AS h SET tag = $3, texts = $4::jsonb, sort = $5, updated_by = $6, updated_at = $7
          WHERE h.merchant = $1 AND h.id = $2
         RETURNING ${COLUMNS}`,
        [merchant, id, ...recordParams(record), by, now],
      );
      return single(rows);
    },

    async retire(merchant: string, id: bigint, by: string, now: Date): Promise<HelpRow> {
      const { rows } = await db.query<HelpRow>(
        `UPDATE help_items AS h SET retired_at = $4, updated_by = $3, updated_at = $4
          WHERE h.merchant = $1 AND h.id = $2
         RETURNING ${COLUMNS}`,
        [merchant, id, by, now],
      );
      return single(rows);
    },
  };
}

export type HelpRepository = ReturnType<typeof helpRepository>;

const recordParams = (record: HelpRecord) => [record.tag, JSON.stringify(record.texts), record.sort];

/** PostgreSQL unique_violation on `index`: a concurrent write took the same key. */
export function isUniqueViolation(error: unknown, index: string): boolean {
  const candidate = error as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  if (candidate?.code !== '23505') return false;
  return candidate.constraint === index || String(candidate.message).includes(index);
}

function single(rows: HelpRow[]): HelpRow {
  const row = rows[0];
  if (!row) throw new Error('help item write answered no row');
  return row;
}
