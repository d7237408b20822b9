import { z } from 'zod';
import { LANGUAGES } from './constants';
import { freeText } from './free-text';
import { unreadCountSchema } from './inbox';
import { pageQuerySchema, pageSchema } from './money-common';

// Live chat (docs/spec.md sections 2.3 "Message centre", 3 flag CBS3, 4 "Live chat", 6 and 7.7): a support chat
// served by this project. A member asks for the chat's address (the app redirects to it after 500 ms), then talks to
// support in real time over a WebSocket; operators take and answer conversations from the back office. Messages are
// kept in the database; with REDIS_URL set, every server instance relays every other instance's messages.

/** Query of GET chat url (SPEC 7.7): b2c 1, language, backUrl, headerColor, title. */
export const chatUrlQuerySchema = z.object({
  b2c: z.literal('1').default('1'),
  language: z.enum(LANGUAGES).optional(),
  /** Where the chat page's back button leads: a path of this site (starting with /m). */
  backUrl: z
    .string()
    .max(512)
    .regex(/^\/m(\/|$|\?)/)
    .default('/m/message'),
  /** The chat page's header colour, #rgb or #rrggbb. */
  headerColor: z
    .string()
    .regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/)
    .optional(),
  title: z.string().trim().max(60).optional(),
});
export type ChatUrlQuery = z.infer<typeof chatUrlQuerySchema>;
/** Value of GET chat url: the chat page's address on this site, carrying the query's presentation options. */
export const chatUrlSchema = z.object({ chatUrl: z.string() });

/** The chat page of the web app the chat url leads to. */
export const CHAT_PAGE_PATH = '/m/liveChat';

/** The chat's limits: one message's text, an image (SPEC 5 and 9: png or jpg, at most 5 MB), and a player's pace. */
export const CHAT_LIMITS = {
  textMax: 1000,
  imageMaxBytes: 5 * 1024 * 1024,
  imageTypes: ['image/png', 'image/jpeg'],
  /** A player may send this many messages per window; the next one is refused with tooFast. */
  messagesPerWindow: 20,
  windowMs: 10_000,
} as const;

/** Value of GET chat unread (SPEC 7.7: throttled 250 ms by the client): operators' messages the player has not read. */
export const chatUnreadSchema = unreadCountSchema;

/** Who wrote a message: the player, a support operator, or the system (taken, closed). */
export const CHAT_AUTHORS = ['player', 'operator', 'system'] as const;
export const chatAuthorSchema = z.enum(CHAT_AUTHORS);

export const chatMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  author: chatAuthorSchema,
  /** The operator's display name on an operator's message; null otherwise. */
  operatorName: z.string().nullable(),
  /** Plain text (never HTML); empty when the message is only an image. */
  text: z.string(),
  /** Address of the attached image (session required to fetch it), or null. */
  imageUrl: z.string().nullable(),
  /** system messages: what happened (taken, closed); null otherwise. */
  event: z.enum(['taken', 'closed']).nullable(),
  /** Epoch ms. */
  sentAt: z.number().int(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** waiting: no operator yet; active: taken by an operator; closed: ended (a new message opens a new one). */
export const CHAT_STATUSES = ['waiting', 'active', 'closed'] as const;
export const chatStatusSchema = z.enum(CHAT_STATUSES);
export type ChatStatus = z.infer<typeof chatStatusSchema>;

/** Query of GET chat messages: the player's conversation, newest page first, older pages by `before` (a message id). */
export const chatHistoryQuerySchema = z.object({
  before: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
/** Value of GET chat messages: the player's current conversation (null before the first message) and its messages, oldest first. */
export const chatHistorySchema = z.object({
  conversationId: z.string().nullable(),
  status: chatStatusSchema.nullable(),
  operatorName: z.string().nullable(),
  messages: z.array(chatMessageSchema),
  hasMore: z.boolean(),
});
export type ChatHistory = z.infer<typeof chatHistorySchema>;

/**
 * POST a chat message: text (1-1000 characters) and/or one png or jpg image (base64, at most 5 MB).
 * `clientId` makes a resend after a lost answer land once.
 */
export const chatSendSchema = z
  .object({
    clientId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
    text: z.string().trim().max(1000).default(''),
    image: z.string().max(7_000_000).optional(),
  })
  .refine((body) => body.text.length > 0 || body.image !== undefined, { message: 'text or image required' });
export type ChatSend = z.infer<typeof chatSendSchema>;

/** POST chat read: the reader has seen everything up to now (clears the unread count). */
export const chatReadSchema = z.object({}).strict();

/** The player's and the operators' WebSocket addresses (the page upgrades them to ws: / wss:). */
export const CHAT_SOCKET_PATHS = { player: '/wps/chat/socket', operator: '/ops/chat/socket' } as const;

/** The first frame a client sends on the socket: its session token (never in the address, which is logged). */
export const chatSocketAuthSchema = z.object({ type: z.literal('auth'), token: z.string().min(1).max(256) });

/** Frames the server sends on a socket. */
export const chatSocketEventSchema = z.discriminatedUnion('type', [
  /** Answer to auth. */
  z.object({ type: z.literal('ready') }),
  /** A new message of a conversation the reader may see. */
  z.object({ type: z.literal('message'), message: chatMessageSchema }),
  /** A conversation changed status or owner (operators see all; a player sees their own). */
  z.object({
    type: z.literal('conversation'),
    conversationId: z.string(),
    status: chatStatusSchema,
    operatorName: z.string().nullable(),
  }),
  /** The socket's session ended or was refused; the client stops reconnecting. */
  z.object({ type: z.literal('closed'), reason: z.enum(['unauthenticated', 'logged_out', 'refused']) }),
]);
export type ChatSocketEvent = z.infer<typeof chatSocketEventSchema>;

// --- operators ---

export const opsChatConversationSchema = z.object({
  id: z.string(),
  username: z.string(),
  status: chatStatusSchema,
  /** The operator who took it, or null while waiting. */
  operatorName: z.string().nullable(),
  lastMessage: z.string(),
  lastMessageAt: z.number().int(),
  /** Player messages the operators have not read yet. */
  unread: z.number().int(),
  createdAt: z.number().int(),
});
export type OpsChatConversation = z.infer<typeof opsChatConversationSchema>;
/** GET /ops/chats: waiting first, then by last message; `status` and `player` filter. */
export const opsChatQuerySchema = pageQuerySchema.extend({
  status: chatStatusSchema.optional(),
  player: z.string().trim().min(1).max(64).optional(),
});
export const opsChatPageSchema = pageSchema(opsChatConversationSchema);
/** GET /ops/chats/:id: the conversation and all its messages, oldest first. */
export const opsChatDetailSchema = z.object({
  conversation: opsChatConversationSchema,
  messages: z.array(chatMessageSchema),
});
/** POST /ops/chats/:id/messages: an operator's answer (text only; free text, one message up to 1000 characters). */
export const opsChatSendSchema = z.object({
  clientId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  text: freeText(z.string().trim().min(1).max(1000)),
});

/** Failures of the chat calls: HTTP status, errorCode and the server's English message. */
export const CHAT_ERRORS = {
  /** CBS3 is off for this merchant. */
  disabled: { status: 403, errorCode: 'chat.disabled', message: 'Live chat is not available' },
  /** A conversation or image that is not this player's (or, for an operator, not this merchant's). */
  unknown: { status: 404, errorCode: 'chat.unknown', message: 'This conversation is not available' },
  /** Neither text nor image, or text too long. */
  invalid: { status: 400, errorCode: 'chat.invalid', message: 'Please write a message' },
  image: { status: 400, errorCode: 'chat.image', message: 'Please attach a png or jpg image of at most 5 MB' },
  /** Answering or taking a closed conversation. */
  closed: { status: 409, errorCode: 'chat.closed', message: 'This conversation is closed' },
  /** Taking a conversation another operator already took. */
  taken: { status: 409, errorCode: 'chat.taken', message: 'Another operator has taken this conversation' },
  /** More than 20 messages in 10 seconds from one player. */
  tooFast: { status: 429, errorCode: 'chat.tooFast', message: 'Please slow down' },
} as const;
export type ChatErrorName = keyof typeof CHAT_ERRORS;
