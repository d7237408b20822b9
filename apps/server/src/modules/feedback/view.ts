import { OPS_API, type FeedbackType, type OpsFeedback } from '@palaro/contract';
import type { FeedbackRow } from './repository';

export function opsFeedbackView(row: FeedbackRow): OpsFeedback {
  const id = row.id.toString();
  return {
    id,
    username: row.username,
    sender: row.sender,
    type: row.type as FeedbackType,
    content: row.content,
    images: Array.from({ length: row.image_count }, (_, index) => OPS_API.feedbackImage(id, index)),
    status: row.status,
    replyMessageId: row.reply_message_id?.toString() ?? null,
    answeredBy: row.answered_by,
    answeredAt: row.answered_at?.getTime() ?? null,
    createdAt: row.created_at.getTime(),
  };
}

/** A numeric id as the database keeps it; anything else names no feedback. */
export function idOf(raw: string): bigint | null {
  return /^\d{1,18}$/.test(raw) ? BigInt(raw) : null;
}
