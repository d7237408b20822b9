import type { Db } from '../db';
import { lockSchema } from '../migrate';
import { DEMO_HELP_ITEMS } from './demo-help';

/**
 * Seeds the demo help centre of `merchant` once (demo mode only, like the demo people). A section retired or edited
 * by the operators stays as they left it.
 */
export async function seedDemoHelp(db: Db, merchant: string, now: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockSchema(tx);
    const marker = await tx.query('INSERT INTO seed_runs (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [
      `demo-help:${merchant}`,
    ]);
    if (marker.rowCount === 0) return false;
    for (const item of DEMO_HELP_ITEMS) {
      await tx.query(
        `INSERT INTO help_items (merchant, tag, texts, sort, created_by, updated_by, created_at, updated_at)
         VALUES ($1, $2, $3::jsonb, $4, 'demo', 'demo', $5, $5)`,
        [merchant, item.tag, JSON.stringify(item.texts), item.sort, new Date(now)],
      );
    }
    return true;
  });
}
