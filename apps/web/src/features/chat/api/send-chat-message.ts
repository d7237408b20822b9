import { API } from '@palaro/contract/api-paths';
import { chatMessageSchema, type ChatMessage, type ChatSend } from '@palaro/contract/chat';
import { apiPost } from '../../../shared/lib/api-client';

/** POST chat messages: text and/or an image; the same clientId again answers the first message. */
export function sendChatMessage(body: ChatSend): Promise<ChatMessage> {
  return apiPost(API.chatMessages, chatMessageSchema, body);
}
