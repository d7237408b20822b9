import { API } from '@palaro/contract/api-paths';
import { chatHistorySchema, type ChatHistory } from '@palaro/contract/chat';
import { apiGet } from '../../../shared/lib/api-client';

/** GET chat messages: the player's current conversation, its newest page or the page before message `before`. */
export function getChatHistory(before?: string, signal?: AbortSignal): Promise<ChatHistory> {
  return apiGet(API.chatMessages, chatHistorySchema, { before, limit: 50 }, signal);
}
