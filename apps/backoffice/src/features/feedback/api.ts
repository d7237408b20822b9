import {
  OPS_API,
  opsFeedbackPageSchema,
  opsFeedbackSchema,
  type OpsFeedback,
  type opsFeedbackReplySchema,
} from '@palaro/contract';
import { z } from 'zod';
import { request } from '../../shared/api/api-client';

export type FeedbackStatusFilter = OpsFeedback['status'] | 'all';
export type FeedbackFilters = { status: FeedbackStatusFilter; player: string; pageNo: number };
export type FeedbackReply = z.infer<typeof opsFeedbackReplySchema>;

export type FeedbackPage = z.infer<typeof opsFeedbackPageSchema>;

export const FEEDBACK_PAGE_SIZE = 20;

export const feedbackKeys = {
  all: ['ops', 'feedback'] as const,
  list: (filters: FeedbackFilters) => ['ops', 'feedback', 'list', filters] as const,
  item: (id: string) => ['ops', 'feedback', 'item', id] as const,
};

export function listFeedback(filters: FeedbackFilters, signal: AbortSignal) {
  return request(OPS_API.feedback, {
    schema: opsFeedbackPageSchema,
    query: {
      status: filters.status === 'all' ? undefined : filters.status,
      player: filters.player.trim(),
      pageNo: filters.pageNo,
      pageSize: FEEDBACK_PAGE_SIZE,
    },
    signal,
  });
}

export function getFeedback(id: string, signal: AbortSignal) {
  return request(OPS_API.feedbackItem(id), { schema: opsFeedbackSchema, signal });
}

/** Answers a feedback; the answer goes to the player's inbox (the contract names the body, not the answer). */
export function replyToFeedback(id: string, body: FeedbackReply) {
  return request(OPS_API.feedbackReply(id), { method: 'POST', body, schema: z.unknown() });
}
