import {
  CHAT_LIMITS,
  CHAT_PAGE_PATH,
  type ChatHistory,
  type ChatMessage,
  type ChatSend,
  type ChatUrlQuery,
  type LanguageCode,
  type UnreadCount,
} from '@palaro/contract';
import type { Db } from '../../db/db';
import { imageFromBase64 } from '../../security/uploaded-image';
import type { KeyValueStore } from '../../kv/key-value-store';
import type { Clock } from '../../security/clock';
import type { AuthContext } from '../sessions';
import { chatError } from './errors';
import type { ChatBusEvent } from './event-bus';
import { chatRepository } from './repository';
import { idOf, recordOf, rowView } from './view';

type Deps = {
  db: Db;
  merchant: string;
  /** CBS3 (SPEC 3): live chat is on for this merchant. */
  enabled: boolean;
  clock: Clock;
  kv: KeyValueStore;
  /** Tells every instance, once the change is committed. */
  publish: (events: ChatBusEvent[]) => Promise<void>;
};

/** A player's side of the live chat (SPEC 2.3, 4, 7.7): the chat page's address, the conversation, reads, images. */
export function createChatService({ db, merchant, enabled, clock, kv, publish }: Deps) {
  const chats = chatRepository(db);
  const open = () => {
    if (!enabled) throw chatError('disabled');
  };

  /** The pace limit (CHAT_LIMITS): at most `messagesPerWindow` new messages per player and window, on every instance. */
  async function countSend(auth: AuthContext): Promise<void> {
    const window = Math.floor(clock() / CHAT_LIMITS.windowMs);
    const sent = await kv.incr(`chat-send:${auth.accountId}:${window}`, CHAT_LIMITS.windowMs);
    if (sent > CHAT_LIMITS.messagesPerWindow) throw chatError('tooFast');
  }

  return {
    /** GET chat url (SPEC 7.7): this site's chat page, carrying the presentation the caller asked for. */
    url(query: ChatUrlQuery, language: LanguageCode): { chatUrl: string } {
      open();
      const search = new URLSearchParams({ backUrl: query.backUrl });
      if (query.headerColor) search.set('headerColor', query.headerColor);
      if (query.title) search.set('title', query.title);
      search.set('language', query.language ?? language);
      return { chatUrl: `${CHAT_PAGE_PATH}?${search.toString()}` };
    },

    /** The player's current conversation (the open one, else the last), a page of it, oldest first. */
    async history(auth: AuthContext, query: { before?: string | undefined; limit: number }): Promise<ChatHistory> {
      open();
      const before = query.before === undefined ? null : idOf(query.before);
      if (before === null && query.before !== undefined) throw chatError('invalid', { before: 'not a message id' });
      const conversation = await chats.latest(merchant, auth.accountId);
      if (!conversation)
        return { conversationId: null, status: null, operatorName: null, messages: [], hasMore: false };
      // one more than asked tells whether an older page exists
      const rows = await chats.page(conversation.id, before, query.limit + 1);
      const hasMore = rows.length > query.limit;
      return {
        conversationId: conversation.id.toString(),
        status: conversation.status,
        operatorName: conversation.operator_name,
        messages: (hasMore ? rows.slice(1) : rows).map((row) => rowView(row, 'player')),
        hasMore,
      };
    },

    /**
     * A player's message into their open conversation (a new waiting one when there is none). The same clientId
     * again answers the first message and stores nothing; the pace limit counts only new messages.
     */
    async send(auth: AuthContext, body: ChatSend): Promise<ChatMessage> {
      open();
      const earlier = await chats.playerMessage(auth.accountId, body.clientId);
      if (earlier) return rowView(earlier, 'player');
      const image = body.image === undefined ? null : imageFromBase64(body.image, CHAT_LIMITS.imageMaxBytes);
      if (body.image !== undefined && !image) throw chatError('image');
      await countSend(auth);

      const now = new Date(clock());
      const stored = await db
        .transaction(async (tx) => {
          const repository = chatRepository(tx);
          const { row: conversation, created } = await repository.openFor(merchant, auth.accountId, now);
          const imageId = image ? await repository.insertImage(conversation.id, image, now) : null;
          const message = await repository.insertMessage({
            conversationId: conversation.id,
            accountId: auth.accountId,
            author: 'player',
            operatorId: null,
            clientId: body.clientId,
            text: body.text,
            imageId,
            event: null,
            now,
          });
          // a resend that raced the first: this transaction's image goes with its rollback
          if (!message) throw new ResendRaced();
          return { conversation, created, message };
        })
        .catch(async (error: unknown) => {
          if (!(error instanceof ResendRaced)) throw error;
          return { first: await chats.playerMessage(auth.accountId, body.clientId) };
        });
      if ('first' in stored) {
        if (!stored.first) throw new Error('chat resend found no first message');
        return rowView(stored.first, 'player');
      }

      const { conversation, created, message } = stored;
      const events: ChatBusEvent[] = [];
      if (created) {
        events.push({
          type: 'conversation',
          merchant,
          change: {
            conversationId: conversation.id.toString(),
            accountId: auth.accountId.toString(),
            status: conversation.status,
            operatorName: null,
          },
        });
      }
      events.push({ type: 'message', merchant, message: recordOf(message) });
      await publish(events);
      return rowView(message, 'player');
    },

    /** Operators' messages the player has not read (SPEC 2.3 badge). */
    async unread(auth: AuthContext): Promise<UnreadCount> {
      open();
      return { count: await chats.playerUnread(auth.accountId) };
    },

    /** The player has seen the chat up to now. */
    async markRead(auth: AuthContext): Promise<void> {
      open();
      await chats.markPlayerRead(auth.accountId, new Date(clock()));
    },

    /** An image of the player's own conversations; any other is unknown (404), whoever's it is. */
    async image(auth: AuthContext, rawId: string): Promise<{ contentType: string; data: Buffer }> {
      open();
      const id = idOf(rawId);
      const image = id === null ? undefined : await chats.image(merchant, id);
      if (!image || image.account_id !== auth.accountId) throw chatError('unknown');
      return { contentType: image.content_type, data: Buffer.from(image.data) };
    },
  };
}

/** Two sends of one clientId at once: the second transaction finds the first's message and writes nothing. */
class ResendRaced extends Error {}

export type ChatService = ReturnType<typeof createChatService>;
