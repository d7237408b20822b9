import { API, OPS_API, type ChatMessage, type ChatStatus, type OpsChatConversation } from '@palaro/contract';
import type { ChatAuthor, ChatEvent, DeskRow, MessageRow } from './repository';

/** A stored message as it travels between instances: plain JSON, shown to each reader by `messageView`. */
export type ChatRecord = {
  id: string;
  conversationId: string;
  accountId: string;
  author: ChatAuthor;
  operatorName: string | null;
  text: string;
  imageId: string | null;
  event: ChatEvent | null;
  sentAt: number;
};

/** Who reads a message: the player (images under /wps) or an operator (images under /ops). */
export type Reader = 'player' | 'operator';

export function recordOf(row: MessageRow): ChatRecord {
  return {
    id: row.id.toString(),
    conversationId: row.conversation_id.toString(),
    accountId: row.account_id.toString(),
    author: row.author,
    operatorName: row.operator_name,
    text: row.text,
    imageId: row.image_id?.toString() ?? null,
    event: row.event,
    sentAt: row.sent_at.getTime(),
  };
}

export function messageView(record: ChatRecord, reader: Reader): ChatMessage {
  const imageUrl =
    record.imageId === null
      ? null
      : reader === 'player'
        ? API.chatImage(record.imageId)
        : OPS_API.chatImage(record.imageId);
  return {
    id: record.id,
    conversationId: record.conversationId,
    author: record.author,
    operatorName: record.author === 'operator' ? record.operatorName : null,
    text: record.text,
    imageUrl,
    event: record.event,
    sentAt: record.sentAt,
  };
}

export const rowView = (row: MessageRow, reader: Reader): ChatMessage => messageView(recordOf(row), reader);

/** The desk's line for the last message: its text, or a word for an image sent alone. */
const lastMessageOf = (row: DeskRow) => row.last_text || (row.last_has_image ? '[image]' : '');

export function deskView(row: DeskRow): OpsChatConversation {
  return {
    id: row.id.toString(),
    username: row.username,
    status: row.status,
    operatorName: row.operator_name,
    lastMessage: lastMessageOf(row),
    lastMessageAt: row.last_message_at.getTime(),
    unread: row.unread,
    createdAt: row.created_at.getTime(),
  };
}

/** A conversation's change as it travels between instances. */
export type ConversationChange = {
  conversationId: string;
  accountId: string;
  status: ChatStatus;
  operatorName: string | null;
};

/** A numeric id as the database keeps it; anything else names nothing. */
export function idOf(raw: string): bigint | null {
  return /^\d{1,18}$/.test(raw) ? BigInt(raw) : null;
}
