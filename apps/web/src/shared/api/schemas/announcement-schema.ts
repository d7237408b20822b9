import * as v from 'valibot';
import { int } from '../../lib/valibot-rules';

// valibot mirror of the contract's announcement answer (announcements.ts): home's notice bar is on the first screen,
// where zod's core would break the JavaScript budget; announcement-schema.test.ts proves it reads the same JSON.

const segment = v.picklist(['A', 'B', 'F']);

export const announcementSchema = v.object({
  id: v.string(),
  type: v.picklist(['A', 'PL', 'B', 'PU', 'PR']),
  title: v.string(),
  content: v.string(),
  execution: v.array(segment),
  promotionType: v.nullable(v.string()),
  popup: v.nullable(
    v.object({
      closable: v.boolean(),
      hideToday: v.boolean(),
      forcedReading: v.boolean(),
      preferRegister: v.boolean(),
    }),
  ),
  startAt: int(),
  endAt: v.nullable(int()),
  read: v.boolean(),
});

export const announcementsSchema = v.object({
  banners: v.array(announcementSchema),
  player: v.array(announcementSchema),
  popup: v.array(announcementSchema),
  promotion: v.array(announcementSchema),
});
