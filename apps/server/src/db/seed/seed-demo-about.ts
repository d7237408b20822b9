import type { Db } from '../db';
import { lockSchema } from '../migrate';
import { DEMO_ABOUT } from './demo-about';

/**
 * Seeds the demo about-us page of `merchant` once (demo mode only, like the demo announcements). A page an operator
 * already wrote is kept, and one the operators change later stays as they left it.
 */
export async function seedDemoAbout(db: Db, merchant: string, now: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockSchema(tx);
    const marker = await tx.query('INSERT INTO seed_runs (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [
      `demo-about:${merchant}`,
    ]);
    if (marker.rowCount === 0) return false;
    const page = await tx.query(
      `INSERT INTO about_pages (merchant, texts, ambassador_photo, gallery, updated_at, updated_by)
       VALUES ($1, $2::jsonb, $3, $4::jsonb, $5, 'demo')
       ON CONFLICT (merchant) DO NOTHING`,
      [
        merchant,
        JSON.stringify(DEMO_ABOUT.texts),
        DEMO_ABOUT.ambassadorPhoto,
        JSON.stringify(DEMO_ABOUT.gallery),
        new Date(now),
      ],
    );
    return (page.rowCount ?? 0) > 0;
  });
}
