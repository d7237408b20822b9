import { z } from 'zod';
import { LANGUAGES } from './constants';
import { freeText } from './free-text';

// Announcements (docs/spec.md sections 3, 4 and 7.3): what operators publish to players and guests, per language,
// segment and schedule. The operator API under /ops manages them; players read them through /wps.

/** SPEC 3, content types: Agent A, Player PL, Banner B, Pop_Up PU, Promotion PR. */
export const ANNOUNCEMENT_TYPES = ['A', 'PL', 'B', 'PU', 'PR'] as const;
export const announcementTypeSchema = z.enum(ANNOUNCEMENT_TYPES);
export type AnnouncementType = z.infer<typeof announcementTypeSchema>;

/** SPEC 3, execution: A logged-in players, B guests, F a player's first log-in. */
export const ANNOUNCEMENT_SEGMENTS = ['A', 'B', 'F'] as const;
export const announcementSegmentSchema = z.enum(ANNOUNCEMENT_SEGMENTS);
export type AnnouncementSegment = z.infer<typeof announcementSegmentSchema>;

/** Which list of the answer each content type fills (SPEC 7.3: banners, player, popup, promotion). */
export const ANNOUNCEMENT_LISTS = { B: 'banners', PL: 'player', PU: 'popup', PR: 'promotion' } as const;

/** A popup's own options (SPEC 2.3, 4): close button, "do not show today", forced reading, where "go" leads a guest. */
export const announcementPopupSchema = z.object({
  closable: z.boolean(),
  hideToday: z.boolean(),
  forcedReading: z.boolean(),
  /** Without a session, "go to activity" opens registration instead of log-in. */
  preferRegister: z.boolean(),
});
export type AnnouncementPopup = z.infer<typeof announcementPopupSchema>;

/** One announcement as a player or guest receives it, in the language asked for (else the merchant's default). */
export const announcementSchema = z.object({
  id: z.string(),
  type: announcementTypeSchema,
  title: z.string(),
  /** HTML, sanitised by the server; links starting with /m route in-app, others open outside. */
  content: z.string(),
  execution: z.array(announcementSegmentSchema),
  /** When present, the popup's activity footer shows (SPEC 3). */
  promotionType: z.string().nullable(),
  popup: announcementPopupSchema.nullable(),
  /** Epoch ms. */
  startAt: z.number().int(),
  endAt: z.number().int().nullable(),
  /** Read by this player (always false for a guest: a guest's reads are kept on the device). */
  read: z.boolean(),
});
export type Announcement = z.infer<typeof announcementSchema>;

/** Query of GET announcements: `types` is a comma list of content types, e.g. "B,PL,PU,PR". */
export const announcementsQuerySchema = z.object({
  types: z
    .string()
    .regex(/^(A|PL|B|PU|PR)(,(A|PL|B|PU|PR))*$/)
    .default('B,PL,PU,PR'),
  groupName: z.string().max(64).optional(),
  platform: z.literal('M').default('M'),
  linkageType: z.literal('G').optional(),
});
export const announcementsResponseSchema = z.object({
  banners: z.array(announcementSchema),
  player: z.array(announcementSchema),
  popup: z.array(announcementSchema),
  promotion: z.array(announcementSchema),
});
export type AnnouncementsResponse = z.infer<typeof announcementsResponseSchema>;

/** POST mark as read (SPEC 4: locally first, then here, then the list is reloaded). */
export const announcementReadSchema = z.object({ announcementId: z.string().min(1).max(64), read: z.literal(true) });

// --- operators ---

const text = z.object({
  title: freeText(z.string().trim().min(1).max(120)),
  /** HTML; sanitised with an allow-list before it is stored. */
  content: z.string().max(20_000),
});
/** The texts per language; the merchant's default language is required, the others fall back to it. */
export const announcementTextsSchema = z.partialRecord(z.enum(LANGUAGES), text);

export const opsAnnouncementInputSchema = z.object({
  type: announcementTypeSchema,
  execution: z.array(announcementSegmentSchema).min(1),
  texts: announcementTextsSchema,
  promotionType: z.string().trim().min(1).max(32).nullable().default(null),
  popup: announcementPopupSchema.nullable().default(null),
  startAt: z.number().int().nonnegative(),
  endAt: z.number().int().nonnegative().nullable().default(null),
  /** Higher first; then the newest start. */
  sort: z.number().int().min(0).max(9999).default(0),
});
export type OpsAnnouncementInput = z.infer<typeof opsAnnouncementInputSchema>;

export const opsAnnouncementSchema = z.object({
  id: z.string(),
  type: announcementTypeSchema,
  execution: z.array(announcementSegmentSchema),
  texts: announcementTextsSchema,
  promotionType: z.string().nullable(),
  popup: announcementPopupSchema.nullable(),
  startAt: z.number().int(),
  endAt: z.number().int().nullable(),
  sort: z.number().int(),
  /** Set once retired: no longer shown to anyone, kept for the record. */
  retiredAt: z.number().int().nullable(),
  createdBy: z.string(),
  updatedAt: z.number().int(),
});
export type OpsAnnouncement = z.infer<typeof opsAnnouncementSchema>;

/** GET /ops/announcements: every announcement of the merchant, retired ones too, newest first. */
export const opsAnnouncementListSchema = z.array(opsAnnouncementSchema);

/** Failures of the announcement calls: HTTP status, errorCode and the server's English message. */
export const ANNOUNCEMENT_ERRORS = {
  /** An id that is not an announcement, or (for a player) not one shown to this player now. */
  unknown: { status: 404, errorCode: 'announcement.unknown', message: 'This announcement is not available' },
  /** An operator's input that breaks a rule across fields; fields names which field broke which rule. */
  invalid: { status: 400, errorCode: 'announcement.invalid', message: 'Please check the highlighted fields' },
  /** Editing or retiring an announcement already retired (kept only for the record). */
  retired: { status: 409, errorCode: 'announcement.retired', message: 'This announcement is already retired' },
} as const;
export type AnnouncementErrorName = keyof typeof ANNOUNCEMENT_ERRORS;
