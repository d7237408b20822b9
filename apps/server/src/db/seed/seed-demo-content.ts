import type { Db, Queryable } from '../db';
import { lockSchema } from '../migrate';
import { DEMO_GAME_CATEGORIES } from './demo-game-categories';

type Merchant = { code: string; name: string };

async function insertDemoContent(tx: Queryable, merchant: Merchant): Promise<void> {
  await tx.query('INSERT INTO merchants (code, name) VALUES ($1, $2) ON CONFLICT (code) DO NOTHING', [
    merchant.code,
    merchant.name,
  ]);
  for (const [sort, entry] of DEMO_GAME_CATEGORIES.entries()) {
    await tx.query(
      `INSERT INTO game_categories (merchant, category, sort, vendors) VALUES ($1, $2, $3, $4::jsonb)
       ON CONFLICT (merchant, category) DO NOTHING`,
      [merchant.code, entry.gameCategory, (sort + 1) * 10, JSON.stringify(entry.vendorNames)],
    );
  }
}

/** Seeds the demo content of `merchant` once; the seed_runs marker keeps later starts from re-adding it. */
export async function seedDemoContent(db: Db, merchant: Merchant): Promise<boolean> {
  const marker = `demo-content:${merchant.code}`;
  return db.transaction(async (tx) => {
    await lockSchema(tx);
    const inserted = await tx.query('INSERT INTO seed_runs (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [marker]);
    if (inserted.rowCount === 0) return false;
    await insertDemoContent(tx, merchant);
    return true;
  });
}
