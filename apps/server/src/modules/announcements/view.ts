import type { Announcement, LanguageCode, OpsAnnouncement } from '@palaro/contract';
import type { AnnouncementRow, AnnouncementText, ShownRow } from './repository';

/** The text in `language`, else in the merchant's default language (which every announcement has). */
function textOf(row: AnnouncementRow, language: LanguageCode, fallback: LanguageCode): AnnouncementText {
  return row.texts[language] ?? row.texts[fallback] ?? { title: '', content: '' };
}

export function announcementView(row: ShownRow, language: LanguageCode, fallback: LanguageCode): Announcement {
  const { title, content } = textOf(row, language, fallback);
  return {
    id: row.id.toString(),
    type: row.type,
    title,
    content,
    execution: row.execution,
    promotionType: row.promotion_type,
    popup: row.popup,
    startAt: row.start_at.getTime(),
    endAt: row.end_at?.getTime() ?? null,
    read: row.read,
  };
}

export function opsAnnouncementView(row: AnnouncementRow): OpsAnnouncement {
  return {
    id: row.id.toString(),
    type: row.type,
    execution: row.execution,
    texts: row.texts,
    promotionType: row.promotion_type,
    popup: row.popup,
    startAt: row.start_at.getTime(),
    endAt: row.end_at?.getTime() ?? null,
    sort: row.sort,
    retiredAt: row.retired_at?.getTime() ?? null,
    createdBy: row.created_by,
    updatedAt: row.updated_at.getTime(),
  };
}

/** A numeric id as the database keeps it; anything else names no announcement. */
export function idOf(raw: string): bigint | null {
  return /^\d{1,18}$/.test(raw) ? BigInt(raw) : null;
}
