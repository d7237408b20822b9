import type { Queryable } from '../../db/db';

export function createSocialIdentitiesRepository(db: Queryable, merchant: string) {
  return {
    async accountOf(provider: string, subject: string): Promise<bigint | undefined> {
      const { rows } = await db.query<{ account_id: bigint }>(
        'SELECT account_id FROM social_identities WHERE merchant = $1 AND provider = $2 AND subject = $3',
        [merchant, provider, subject],
      );
      return rows[0]?.account_id;
    },

    async link(provider: string, subject: string, accountId: bigint, email: string): Promise<void> {
      await db.query(
        'INSERT INTO social_identities (merchant, provider, subject, account_id, email) VALUES ($1, $2, $3, $4, $5)',
        [merchant, provider, subject, accountId, email],
      );
    },
  };
}
