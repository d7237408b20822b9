import type { InboxMessage, LanguageCode, OpsInboxMessage } from '@palaro/contract';
import type { InboxRow, InboxText, MessageRow, OpsMessageRow } from './repository';

/** The text in `language`, else in the merchant's default language (which every message has). */
function textOf(row: MessageRow, language: LanguageCode, fallback: LanguageCode): InboxText {
  return row.texts[language] ?? row.texts[fallback] ?? { title: '', content: '' };
}

export function inboxMessageView(row: InboxRow, language: LanguageCode, fallback: LanguageCode): InboxMessage {
  const { title, content } = textOf(row, language, fallback);
  return {
    id: row.id.toString(),
    source: row.source,
    title,
    content,
    read: row.read,
    sentAt: row.created_at.getTime(),
    feedbackId: row.feedback_id?.toString() ?? null,
  };
}

export function opsInboxMessageView(row: OpsMessageRow): OpsInboxMessage {
  return {
    id: row.id.toString(),
    source: row.source,
    audience: row.audience,
    texts: row.texts,
    recipients: row.recipients,
    readBy: row.read_by,
    deletedBy: row.deleted_by,
    feedbackId: row.feedback_id?.toString() ?? null,
    retiredAt: row.retired_at?.getTime() ?? null,
    createdBy: row.created_by,
    sentAt: row.created_at.getTime(),
  };
}

/** A numeric id as the database keeps it; anything else names no message. */
export function idOf(raw: string): bigint | null {
  return /^\d{1,18}$/.test(raw) ? BigInt(raw) : null;
}
