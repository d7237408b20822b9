import type { Db } from '../db';
import { lockSchema } from '../migrate';
import { DEMO_INBOX } from './demo-inbox';

const HOUR_MS = 60 * 60_000;

/**
 * Seeds the demo players' inbox messages of `merchant` once (demo mode only, after the demo accounts): each to its
 * demo account, sent some hours before the seed. A demo account that is gone gets none.
 */
export async function seedDemoInbox(db: Db, merchant: string, now: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockSchema(tx);
    const marker = await tx.query('INSERT INTO seed_runs (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [
      `demo-inbox:${merchant}`,
    ]);
    if (marker.rowCount === 0) return false;
    // oldest first, so that the order of the ids (the inbox's order) is the order of sending
    for (const message of [...DEMO_INBOX].sort((a, b) => b.hoursAgo - a.hoursAgo)) {
      const sentAt = new Date(now - message.hoursAgo * HOUR_MS);
      await tx.query(
        `WITH recipient AS (SELECT id FROM accounts WHERE merchant = $1 AND username = $2),
              message AS (
                INSERT INTO inbox_messages (merchant, source, audience, texts, created_by, created_at)
                SELECT $1, 'operator', jsonb_build_object('kind', 'player', 'username', $2::text), $3::jsonb, 'demo', $4
                  FROM recipient
                RETURNING id)
         INSERT INTO inbox_deliveries (message_id, account_id, read_at)
         SELECT message.id, recipient.id, CASE WHEN $5 THEN $4::timestamptz END FROM message, recipient`,
        [merchant, message.to, JSON.stringify(message.texts), sentAt, message.read],
      );
    }
    return true;
  });
}
