import type { Db } from '../db';
import { lockSchema } from '../migrate';
import { DEMO_ANNOUNCEMENTS } from './demo-announcements';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Seeds the demo announcements of `merchant` once (demo mode only, like the demo people): live from a day before the
 * seed, with no end. A retired or edited one stays as the operators left it.
 */
export async function seedDemoAnnouncements(db: Db, merchant: string, now: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockSchema(tx);
    const marker = await tx.query('INSERT INTO seed_runs (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [
      `demo-announcements:${merchant}`,
    ]);
    if (marker.rowCount === 0) return false;
    for (const announcement of DEMO_ANNOUNCEMENTS) {
      await tx.query(
        `INSERT INTO announcements (merchant, type, execution, texts, promotion_type, popup, start_at, sort,
                                    created_by, updated_by, created_at, updated_at)
         VALUES ($1, $2, $3::text[], $4::jsonb, $5, $6::jsonb, $7, $8, 'demo', 'demo', $9, $9)`,
        [
          merchant,
          announcement.type,
          announcement.execution,
          JSON.stringify(announcement.texts),
          announcement.promotionType,
          announcement.popup === null ? null : JSON.stringify(announcement.popup),
          new Date(now - DAY_MS),
          announcement.sort,
          new Date(now),
        ],
      );
    }
    return true;
  });
}
