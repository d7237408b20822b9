import type { LanguageCode, OpsAboutInput } from '@palaro/contract';
import type { Queryable } from '../../db/db';

export type AboutText = NonNullable<OpsAboutInput['texts'][LanguageCode]>;
export type AboutTexts = Partial<Record<LanguageCode, AboutText>>;

export type AboutRow = {
  texts: AboutTexts;
  ambassador_photo: string;
  gallery: string[];
  updated_at: Date;
  updated_by: string;
};

/** What an operator writes: the page whole, already checked. */
export type AboutRecord = { texts: AboutTexts; ambassadorPhoto: string; gallery: string[] };

const COLUMNS = 'texts, ambassador_photo, gallery, updated_at, updated_by';

export function aboutRepository(db: Queryable) {
  return {
    /** The merchant's page, if one was ever written. */
    async find(merchant: string): Promise<AboutRow | undefined> {
      const { rows } = await db.query<AboutRow>(`SELECT ${COLUMNS} FROM about_pages WHERE merchant = $1`, [merchant]);
      return rows[0];
    },

    /** The page, locked until the transaction ends (it is about to be replaced). */
    async lock(merchant: string): Promise<AboutRow | undefined> {
      const { rows } = await db.query<AboutRow>(`SELECT ${COLUMNS} FROM about_pages WHERE merchant = $1 FOR UPDATE`, [
        merchant,
      ]);
      return rows[0];
    },

    /** Writes the page whole, the first time or over the one before. */
    async replace(merchant: string, record: AboutRecord, by: string, now: Date): Promise<AboutRow> {
      const { rows } = await db.query<AboutRow>(
        `INSERT INTO about_pages (merchant, texts, ambassador_photo, gallery, updated_at, updated_by)
         VALUES ($1, $2::jsonb, $3, $4::jsonb, $5, $6)
         ON CONFLICT (merchant) DO UPDATE SET texts = EXCLUDED.texts, ambassador_photo = EXCLUDED.ambassador_photo,
                gallery = EXCLUDED.gallery, updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by
         RETURNING ${COLUMNS}`,
        [merchant, JSON.stringify(record.texts), record.ambassadorPhoto, JSON.stringify(record.gallery), now, by],
      );
      const row = rows[0];
      if (!row) throw new Error('about page write answered no row');
      return row;
    },
  };
}
