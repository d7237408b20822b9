import type { CustomerService, DownloadLink } from '@palaro/contract';
import type { Queryable } from '../../db/db';

export type SiteLinksRow = {
  resources: DownloadLink[];
  customer_service: CustomerService[];
  updated_at: Date;
  updated_by: string;
};

const COLUMNS = 'resources, customer_service, updated_at, updated_by';

export function siteLinksRepository(db: Queryable) {
  return {
    /** The links an operator saved for the merchant, if any. */
    async find(merchant: string): Promise<SiteLinksRow | undefined> {
      const { rows } = await db.query<SiteLinksRow>(`SELECT ${COLUMNS} FROM site_links WHERE merchant = $1`, [
        merchant,
      ]);
      return rows[0];
    },

    /** The row, locked until the transaction ends (it is about to be replaced). */
    async lock(merchant: string): Promise<SiteLinksRow | undefined> {
      const { rows } = await db.query<SiteLinksRow>(
        `SELECT ${COLUMNS} FROM site_links WHERE merchant = $1 FOR UPDATE`,
        [merchant],
      );
      return rows[0];
    },

    async replace(
      merchant: string,
      links: { resources: DownloadLink[]; customerService: CustomerService[] },
      by: string,
      now: Date,
    ): Promise<SiteLinksRow> {
      const { rows } = await db.query<SiteLinksRow>(
        `INSERT INTO site_links (merchant, resources, customer_service, updated_at, updated_by)
         VALUES ($1, $2::jsonb, $3::jsonb, $4, $5)
         ON CONFLICT (merchant) DO UPDATE SET resources = EXCLUDED.resources,
                customer_service = EXCLUDED.customer_service, updated_at = EXCLUDED.updated_at,
                updated_by = EXCLUDED.updated_by
         RETURNING ${COLUMNS}`,
        [merchant, JSON.stringify(links.resources), JSON.stringify(links.customerService), now, by],
      );
      const row = rows[0];
      if (!row) throw new Error('site links write answered no row');
      return row;
    },
  };
}
