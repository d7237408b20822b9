import { API } from '@palaro/contract/api-paths';
import { z } from 'zod';
import { apiPost } from '../../../shared/lib/api-client';

/** POST chat read: the player has seen the chat up to now (the message centre's badge goes to 0). */
export function markChatRead(): Promise<null> {
  return apiPost(API.chatRead, z.null(), {});
}
