import type { HelpItem, LanguageCode, OpsHelpItem } from '@palaro/contract';
import type { HelpRow, HelpText } from './repository';

/** The text in `language`, else in the merchant's default language (which every section has), children included. */
function textOf(row: HelpRow, language: LanguageCode, fallback: LanguageCode): HelpText {
  return row.texts[language] ?? row.texts[fallback] ?? { title: '', content: '', children: [] };
}

export function helpItemView(row: HelpRow, language: LanguageCode, fallback: LanguageCode): HelpItem {
  const { title, content, children } = textOf(row, language, fallback);
  return {
    id: row.id.toString(),
    title,
    content,
    tag: row.tag,
    children: children.map((child) => ({ title: child.title, content: child.content })),
  };
}

export function opsHelpItemView(row: HelpRow): OpsHelpItem {
  return {
    id: row.id.toString(),
    tag: row.tag,
    texts: row.texts,
    sort: row.sort,
    retiredAt: row.retired_at?.getTime() ?? null,
    createdBy: row.created_by,
    updatedAt: row.updated_at.getTime(),
  };
}

/** A numeric id as the database keeps it; anything else names no section. */
export function idOf(raw: string): bigint | null {
  return /^\d{1,18}$/.test(raw) ? BigInt(raw) : null;
}
