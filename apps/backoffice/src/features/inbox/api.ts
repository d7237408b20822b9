import { OPS_API, opsInboxMessageSchema, opsInboxPageSchema, type OpsInboxSend } from '@palaro/contract';
import { z } from 'zod';
import { request } from '../../shared/api/api-client';

export type InboxFilters = { player: string; pageNo: number };
export type InboxPage = z.infer<typeof opsInboxPageSchema>;

export const INBOX_PAGE_SIZE = 20;

export const inboxKeys = {
  all: ['ops', 'inbox'] as const,
  list: (filters: InboxFilters) => ['ops', 'inbox', 'list', filters] as const,
};

export function listSentMessages(filters: InboxFilters, signal: AbortSignal) {
  return request(OPS_API.inbox, {
    schema: opsInboxPageSchema,
    query: { player: filters.player.trim(), pageNo: filters.pageNo, pageSize: INBOX_PAGE_SIZE },
    signal,
  });
}

/**
 * Sends a message. The contract names the body, not the answer: the sent message when the server answers with one
 * (its recipients then show in the confirmation), else nothing to read from it.
 */
export async function sendMessage(body: OpsInboxSend) {
  const answer = await request(OPS_API.inbox, { method: 'POST', body, schema: z.unknown() });
  const sent = opsInboxMessageSchema.safeParse(answer);
  return sent.success ? sent.data : undefined;
}

/** Withdraws a message from every inbox (admin); the record stays in the list. */
export function withdrawMessage(id: string) {
  return request(OPS_API.inboxRetire(id), { method: 'POST', body: {}, schema: z.unknown() });
}
