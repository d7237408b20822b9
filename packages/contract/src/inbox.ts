import { z } from 'zod';
import { LANGUAGES } from './constants';
import { freeText } from './free-text';
import { pageQuerySchema, pageSchema } from './money-common';

// The player's inbox (docs/spec.md sections 2.1 /m/webEmail, 2.3 "Message centre", 6 and 7.3): messages operators
// send to one player, a segment of players or everyone, and the answers to a player's feedback. Members read, mark
// read or unread and delete their own messages; a trial (type 4) session is refused with free_reject.

/** Where a message came from: an operator's message, or the answer to one of the player's feedbacks. */
export const INBOX_SOURCES = ['operator', 'feedback'] as const;
export const inboxSourceSchema = z.enum(INBOX_SOURCES);
export type InboxSource = z.infer<typeof inboxSourceSchema>;

/** One message of the player's inbox, in the language asked for (else the merchant's default). */
export const inboxMessageSchema = z.object({
  id: z.string(),
  source: inboxSourceSchema,
  title: z.string(),
  /** HTML, sanitised by the server; links starting with /m route in-app, others open outside. */
  content: z.string(),
  read: z.boolean(),
  /** Epoch ms of sending. */
  sentAt: z.number().int(),
  /** The feedback this message answers (source feedback), else null. */
  feedbackId: z.string().nullable(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

/** Query of GET inbox: newest first; `unread=1` lists only unread ones. */
export const inboxQuerySchema = pageQuerySchema.extend({
  unread: z.enum(['0', '1']).optional(),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;
export const inboxPageSchema = pageSchema(inboxMessageSchema);
export type InboxPage = z.infer<typeof inboxPageSchema>;

/** POST read: marks the given messages read (read true) or unread again (read false). */
export const inboxReadSchema = z.object({
  ids: z.array(z.string().min(1).max(64)).min(1).max(100),
  read: z.boolean(),
});
/** POST delete: removes the given messages from the player's inbox (kept for the operators' record). */
export const inboxDeleteSchema = z.object({ ids: z.array(z.string().min(1).max(64)).min(1).max(100) });
/** Value of the read and delete calls: how many of the ids were the player's own live messages. */
export const inboxChangedSchema = z.object({ changed: z.number().int() });

/** Value of GET unread count (SPEC 7.3: throttled 250 ms by the client, no alert). */
export const unreadCountSchema = z.object({ count: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

// --- operators ---

/**
 * Who receives a message. `player`: one account by username; `segment`: the accounts of a segment at the moment of
 * sending; `all`: every member account at the moment of sending. Trial accounts never receive messages.
 */
export const INBOX_SEGMENTS = {
  /** Plain members (member type 0). */
  members: 'members',
  /** Agents (member types above 0, trial excluded). */
  agents: 'agents',
  /** Accounts with at least one credited deposit. */
  depositors: 'depositors',
  /** Accounts that never had a deposit credited. */
  nonDepositors: 'nonDepositors',
} as const;
export const inboxSegmentSchema = z.enum([
  INBOX_SEGMENTS.members,
  INBOX_SEGMENTS.agents,
  INBOX_SEGMENTS.depositors,
  INBOX_SEGMENTS.nonDepositors,
]);
export type InboxSegment = z.infer<typeof inboxSegmentSchema>;

export const inboxAudienceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('player'), username: z.string().trim().min(1).max(64) }),
  z.object({ kind: z.literal('segment'), segment: inboxSegmentSchema }),
  z.object({ kind: z.literal('all') }),
]);
export type InboxAudience = z.infer<typeof inboxAudienceSchema>;

const inboxText = z.object({
  title: freeText(z.string().trim().min(1).max(120)),
  /** HTML; sanitised with an allow-list before it is stored. */
  content: z.string().trim().min(1).max(20_000),
});
/** The texts per language; the merchant's default language is required, the others fall back to it. */
export const inboxTextsSchema = z.partialRecord(z.enum(LANGUAGES), inboxText);
export type InboxTexts = z.infer<typeof inboxTextsSchema>;

/** POST /ops/inbox: sends a message. Support may send to one player; only admin sends to a segment or everyone. */
export const opsInboxSendSchema = z.object({
  audience: inboxAudienceSchema,
  texts: inboxTextsSchema,
});
export type OpsInboxSend = z.infer<typeof opsInboxSendSchema>;

export const opsInboxMessageSchema = z.object({
  id: z.string(),
  source: inboxSourceSchema,
  audience: inboxAudienceSchema,
  texts: inboxTextsSchema,
  /** Accounts it was delivered to, and how many of them have read it / deleted it. */
  recipients: z.number().int(),
  readBy: z.number().int(),
  deletedBy: z.number().int(),
  feedbackId: z.string().nullable(),
  /** Set once withdrawn: gone from every inbox, kept for the record. */
  retiredAt: z.number().int().nullable(),
  createdBy: z.string(),
  sentAt: z.number().int(),
});
export type OpsInboxMessage = z.infer<typeof opsInboxMessageSchema>;
/** GET /ops/inbox: newest first; `player` narrows to the messages one account received. */
export const opsInboxQuerySchema = pageQuerySchema.extend({ player: z.string().trim().min(1).max(64).optional() });
export const opsInboxPageSchema = pageSchema(opsInboxMessageSchema);

/** Failures of the inbox calls: HTTP status, errorCode and the server's English message. */
export const INBOX_ERRORS = {
  /** An id that is not a message of this merchant (an operator), or not one in this player's inbox. */
  unknown: { status: 404, errorCode: 'inbox.unknown', message: 'This message is not available' },
  /** An operator's input that breaks a rule across fields; fields names which field broke which rule. */
  invalid: { status: 400, errorCode: 'inbox.invalid', message: 'Please check the highlighted fields' },
  /** The audience's player does not exist, or is a trial account. */
  unknownPlayer: { status: 404, errorCode: 'inbox.player.unknown', message: 'No such player' },
  /** A segment or everyone that holds no account at the moment of sending. */
  noRecipients: { status: 409, errorCode: 'inbox.noRecipients', message: 'No player is in this audience' },
  /** Withdrawing a message already withdrawn. */
  retired: { status: 409, errorCode: 'inbox.retired', message: 'This message is already withdrawn' },
} as const;
export type InboxErrorName = keyof typeof INBOX_ERRORS;
