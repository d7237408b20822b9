import {
  OPS_API,
  opsChatDetailSchema,
  opsChatPageSchema,
  type ChatMessage,
  type OpsChatConversation,
} from '@palaro/contract';
import { z } from 'zod';
import { request } from '../../shared/api/api-client';

export type ChatStatusFilter = OpsChatConversation['status'] | 'all';
export type ChatFilters = { status: ChatStatusFilter; player: string; pageNo: number };
export type ChatDetail = z.infer<typeof opsChatDetailSchema>;
export type ChatPage = z.infer<typeof opsChatPageSchema>;

export const CHAT_PAGE_SIZE = 50;

export const chatKeys = {
  all: ['ops', 'chats'] as const,
  lists: ['ops', 'chats', 'list'] as const,
  list: (filters: ChatFilters) => ['ops', 'chats', 'list', filters] as const,
  detail: (id: string) => ['ops', 'chats', 'detail', id] as const,
};

export function listChats(filters: ChatFilters, signal: AbortSignal) {
  return request(OPS_API.chats, {
    schema: opsChatPageSchema,
    query: {
      status: filters.status === 'all' ? undefined : filters.status,
      player: filters.player.trim(),
      pageNo: filters.pageNo,
      pageSize: CHAT_PAGE_SIZE,
    },
    signal,
  });
}

export function getChat(id: string, signal: AbortSignal) {
  return request(OPS_API.chat(id), { schema: opsChatDetailSchema, signal });
}

// The contract names these calls' bodies, not their answers: the desk reads what the socket and the lists say after.
export function takeChat(id: string) {
  return request(OPS_API.chatTake(id), { method: 'POST', body: {}, schema: z.unknown() });
}

export function closeChat(id: string) {
  return request(OPS_API.chatClose(id), { method: 'POST', body: {}, schema: z.unknown() });
}

export function markChatRead(id: string) {
  return request(OPS_API.chatRead(id), { method: 'POST', body: {}, schema: z.unknown() });
}

/** Sends an answer; the same clientId sent again (a retry after a lost answer) lands once. */
export function sendChatMessage(id: string, body: { clientId: string; text: string }) {
  return request(OPS_API.chatMessages(id), { method: 'POST', body, schema: z.unknown() });
}

/** Adds a message to a conversation's cached detail once (the socket and the send answer may both bring it). */
export function withMessage(detail: ChatDetail | undefined, message: ChatMessage): ChatDetail | undefined {
  if (!detail || detail.conversation.id !== message.conversationId) return detail;
  if (detail.messages.some((known) => known.id === message.id)) return detail;
  const unread = message.author === 'player' ? detail.conversation.unread + 1 : detail.conversation.unread;
  return {
    conversation: {
      ...detail.conversation,
      lastMessage: message.text || detail.conversation.lastMessage,
      lastMessageAt: Math.max(detail.conversation.lastMessageAt, message.sentAt),
      unread,
    },
    messages: [...detail.messages, message].sort((a, b) => a.sentAt - b.sentAt),
  };
}
