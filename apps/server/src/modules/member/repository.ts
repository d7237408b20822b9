import type { Queryable } from '../../db/db';

export type IconFile = { content_type: string; data: Buffer };

export function createIconsRepository(db: Queryable) {
  return {
    async fileNameOf(accountId: bigint): Promise<string | null> {
      const { rows } = await db.query<{ file_name: string }>(
        'SELECT file_name FROM account_icons WHERE account_id = $1',
        [accountId],
      );
      return rows[0]?.file_name ?? null;
    },

    async save(accountId: bigint, fileName: string, contentType: string, data: Buffer, now: Date): Promise<void> {
      await db.query(
        `INSERT INTO account_icons (account_id, file_name, content_type, data, updated_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (account_id) DO UPDATE SET file_name = $2, content_type = $3, data = $4, updated_at = $5`,
        [accountId, fileName, contentType, data, now],
      );
    },

    async file(fileName: string): Promise<IconFile | undefined> {
      const { rows } = await db.query<{ content_type: string; data: Uint8Array }>(
        'SELECT content_type, data FROM account_icons WHERE file_name = $1',
        [fileName],
      );
      const row = rows[0];
      // node-postgres answers a Buffer, PGlite a Uint8Array
      return row ? { content_type: row.content_type, data: Buffer.from(row.data) } : undefined;
    },
  };
}

export type IconsRepository = ReturnType<typeof createIconsRepository>;
