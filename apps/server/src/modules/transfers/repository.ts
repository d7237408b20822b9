import type { Queryable } from '../../db/db';

/** Display names of vendors from the merchant's game categories (vassalage -> accountTypeName). */
export async function vendorNames(db: Queryable, merchant: string): Promise<Map<string, string>> {
  const { rows } = await db.query<{ vendors: { vassalage: string; accountTypeName: string }[] }>(
    'SELECT vendors FROM game_categories WHERE merchant = $1',
    [merchant],
  );
  return new Map(
    rows.flatMap((row) => row.vendors.map((vendor) => [vendor.vassalage, vendor.accountTypeName] as const)),
  );
}
