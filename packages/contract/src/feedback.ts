import { z } from 'zod';
import { LIMITS } from './constants';
import { inboxTextsSchema } from './inbox';
import { pageQuerySchema, pageSchema } from './money-common';

// Feedback (docs/spec.md sections 2.3, 3 "Feedback", 5 and 7.2): a member writes a question of a type with a
// description and up to three images; operators read it and answer, and the answer arrives in the player's inbox.

/** SPEC 3: question types and their codes; -1 is the screen's initial "none" (sent as other_issues 0). */
export const FEEDBACK_TYPES = {
  deposit_issues: 1,
  withdraw_issues: 2,
  game_issues: 3,
  service_issues: 4,
  apply_issues: 6,
  other_issues: 0,
} as const;
export const FEEDBACK_TYPE_NONE = -1;
export type FeedbackTypeName = keyof typeof FEEDBACK_TYPES;
export const feedbackTypeSchema = z.union([
  z.literal(FEEDBACK_TYPES.deposit_issues),
  z.literal(FEEDBACK_TYPES.withdraw_issues),
  z.literal(FEEDBACK_TYPES.game_issues),
  z.literal(FEEDBACK_TYPES.service_issues),
  z.literal(FEEDBACK_TYPES.apply_issues),
  z.literal(FEEDBACK_TYPES.other_issues),
  z.literal(FEEDBACK_TYPE_NONE),
]);
export type FeedbackType = z.infer<typeof feedbackTypeSchema>;

/**
 * PUT /wps/feedback (SPEC 7.2: content, sender, type, captcha). The description is counted in characters (code
 * points) after trimming; images are base64 png or jpg (data URL or bare), each at most LIMITS.uploadMaxBytes.
 * The length and image rules are the server's to judge, so that the answer names the broken rule
 * (FEEDBACK_ERRORS); the schema only bounds what is read.
 */
export const feedbackSendSchema = z.object({
  content: z.string().max(4_000),
  /** The sender's own name for the reply (optional; the account's name is used when empty). */
  sender: z.string().trim().max(64).default(''),
  type: feedbackTypeSchema.default(FEEDBACK_TYPE_NONE),
  captcha: z.string().trim().max(16),
  captchaId: z.string().trim().max(64),
  images: z
    .array(z.string().max(Math.ceil(LIMITS.uploadMaxBytes / 3) * 4 + 64))
    .max(LIMITS.uploadMaxImages + 1)
    .default([]),
});
export type FeedbackSend = z.infer<typeof feedbackSendSchema>;
/** Value of PUT /wps/feedback: the stored feedback's id (the client shows sent_success). */
export const feedbackSentSchema = z.object({ id: z.string() });

// --- operators ---

export const FEEDBACK_STATUSES = ['open', 'answered'] as const;
export const feedbackStatusSchema = z.enum(FEEDBACK_STATUSES);
export type FeedbackStatus = z.infer<typeof feedbackStatusSchema>;

export const opsFeedbackSchema = z.object({
  id: z.string(),
  username: z.string(),
  sender: z.string(),
  type: feedbackTypeSchema,
  content: z.string(),
  /** Addresses of the images under /ops (operator session required), in the order sent. */
  images: z.array(z.string()),
  status: feedbackStatusSchema,
  /** The inbox message that answered it, once answered. */
  replyMessageId: z.string().nullable(),
  answeredBy: z.string().nullable(),
  answeredAt: z.number().int().nullable(),
  createdAt: z.number().int(),
});
export type OpsFeedback = z.infer<typeof opsFeedbackSchema>;
/** GET /ops/feedback: newest first, filtered by status and player. */
export const opsFeedbackQuerySchema = pageQuerySchema.extend({
  status: feedbackStatusSchema.optional(),
  player: z.string().trim().min(1).max(64).optional(),
});
export const opsFeedbackPageSchema = pageSchema(opsFeedbackSchema);
/** POST /ops/feedback/:id/reply: the answer, sent to the player's inbox (support or admin). */
export const opsFeedbackReplySchema = z.object({ texts: inboxTextsSchema });
export type OpsFeedbackReply = z.infer<typeof opsFeedbackReplySchema>;

/** Failures of the feedback calls: HTTP status, errorCode and the server's English message. */
export const FEEDBACK_ERRORS = {
  tooShort: {
    status: 400,
    errorCode: 'feedback.content.short',
    message: `Please describe the problem in at least ${LIMITS.feedbackMin} characters`,
  },
  tooLong: {
    status: 400,
    errorCode: 'feedback.content.long',
    message: `Please describe the problem in at most ${LIMITS.feedbackMax} characters`,
  },
  tooManyImages: {
    status: 400,
    errorCode: 'feedback.images.many',
    message: `Please attach at most ${LIMITS.uploadMaxImages} images`,
  },
  imageTooLarge: { status: 400, errorCode: 'feedback.image.large', message: 'Each image may be at most 5 MB' },
  imageType: { status: 400, errorCode: 'feedback.image.type', message: 'Please attach png or jpg images only' },
  unknown: { status: 404, errorCode: 'feedback.unknown', message: 'This feedback is not available' },
  answered: { status: 409, errorCode: 'feedback.answered', message: 'This feedback has already been answered' },
  invalid: { status: 400, errorCode: 'feedback.invalid', message: 'Please check the highlighted fields' },
} as const;
export type FeedbackErrorName = keyof typeof FEEDBACK_ERRORS;
